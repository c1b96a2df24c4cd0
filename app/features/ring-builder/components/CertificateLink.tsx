import {useCertificateReportUrl} from '~/features/ring-builder/hooks/use-certificate-report-url';

/** "GIA 1234567890", linked to the lab's report when there is one; it opens in a new tab so the builder stays. */
export function CertificateLink({lab, number}: {lab: string; number: string}) {
  const href = useCertificateReportUrl()(lab, number);
  const text = lab ? `${lab} ${number}` : number;
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${text}, report opens in a new tab`}>
      {text}
    </a>
  );
}
