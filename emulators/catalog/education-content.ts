// HTML bodies of the diamond education pages (/learn/diamond/...).
export const DIAMOND_ATTRIBUTES_BODY = `<h2>The 4Cs, and what actually matters</h2>
<p>Every diamond is graded on cut, color, clarity and carat weight. Together they set its beauty and its price, but not equally: a well-cut diamond with modest color often looks better than a poorly cut stone with top grades.</p>
<h3>Cut</h3>
<p>Cut describes how well a diamond's facets return light. For round brilliants, labs grade cut from Excellent (or Ideal) down to Poor. It is the single biggest factor in sparkle, so we recommend Excellent or Ideal for rounds.</p>
<h3>Color</h3>
<p>Color runs from D (colorless) to Z (light yellow). D to F are colorless, G to J near-colorless. Set in yellow or rose gold, an H or I stone faces up white; in platinum, G and above looks crisper.</p>
<h3>Clarity</h3>
<ul><li>FL, IF: flawless or internally flawless, very rare</li><li>VVS1, VVS2: minute inclusions, hard to see at 10x</li><li>VS1, VS2: minor inclusions, invisible to the eye</li><li>SI1, SI2: noticeable at 10x, often eye-clean in smaller stones</li></ul>
<p>For most shapes, a VS2 or eye-clean SI1 is the best value. Step cuts such as emerald and Asscher show inclusions more easily; choose VS1 or better.</p>
<h3>Carat</h3>
<p>Carat is weight, not size. Prices jump at popular weights such as 1.00 and 1.50 carats, so a 0.95 carat stone can look nearly identical to a 1.00 carat at a noticeably lower price.</p>
<h3>Shape</h3>
<p>Elongated shapes such as oval, pear and marquise look larger per carat than rounds and lengthen the finger. Use the length-to-width ratio to find the outline you like: 1.35 to 1.50 for a classic oval, 1.00 to 1.05 for a square cushion.</p>`;

export const LAB_AND_NATURAL_BODY = `<h2>Lab-grown and natural diamonds</h2>
<p>Both are real diamonds: pure crystallised carbon with the same hardness, brilliance and fire. A jeweler cannot tell them apart without specialist equipment. The difference is origin, and what that means for price and value over time.</p>
<h3>Natural diamonds</h3>
<p>Formed over billions of years deep in the earth and brought to the surface by volcanic eruptions. Each is graded, most often by GIA, and sourced through suppliers who follow the Kimberley Process.</p>
<h3>Lab-grown diamonds</h3>
<p>Grown in weeks by CVD or HPHT processes that recreate the conditions under which diamonds form. Graded by IGI or GIA on the same scales. For the same budget, a lab-grown diamond is typically four to eight times larger, or markedly higher in color and clarity.</p>
<h3>Side by side</h3>
<table><thead><tr><th></th><th>Natural</th><th>Lab-grown</th></tr></thead>
<tbody><tr><td>Composition</td><td>Carbon</td><td>Carbon</td></tr><tr><td>Hardness</td><td>10 (Mohs)</td><td>10 (Mohs)</td></tr><tr><td>Typical price, 1 ct G VS2</td><td>$5,500-$7,500</td><td>$700-$1,200</td></tr><tr><td>Grading</td><td>Mostly GIA</td><td>Mostly IGI</td></tr></tbody></table>
<h3>Which should I choose?</h3>
<p>Choose natural if rarity and origin matter most to you. Choose lab-grown for the most diamond for your budget. Either way, our specialists can help you compare stones side by side.</p>`;
