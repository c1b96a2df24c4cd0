import {describe, expect, it} from 'vitest';
import {cpuTicks, listeningInode} from './server-cpu';

const TCP_TABLE = [
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 0100007F:0E10 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 41234 1 0000000000000000 100 0 0 10 0',
  '   1: 0100007F:0F3C 0100007F:0E10 01 00000000:00000000 00:00000000 00000000     0        0 51234 1 0000000000000000 20 4 30 10 -1',
  '   2: 00000000:0F3C 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 61234 1 0000000000000000 100 0 0 10 0',
].join('\n');

describe('server CPU per request', () => {
  it('finds the socket listening on a port, not a connection to it', () => {
    expect(listeningInode(TCP_TABLE, 3600)).toBe('41234');
    expect(listeningInode(TCP_TABLE, 3900)).toBe('61234');
    expect(listeningInode(TCP_TABLE, 4000)).toBeNull();
  });

  it('reads user plus system ticks even when the command name holds spaces and parentheses', () => {
    const stat = '4973 (work (er) d) S 4950 4973 4950 0 -1 4194560 1200 0 0 0 1500 291 0 0 20 0 9 0 123 0 0';
    expect(cpuTicks(stat)).toBe(1791);
  });
});
