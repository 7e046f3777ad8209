package org.pcmemu.algorithms.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Claim;
import org.pcmemu.models.logp.LogP;

/**
 * The cyclic and blocked layouts on LogP: the schedule bound is the exact time of the log P
 * exchanges the run executes, the send gap g between one exchange's last send and the next one's
 * first included (docs/algorithms.md, "FFT"). The expected time is computed here column by column:
 * each exchange's plan by checking every send against every reception for the least delay, each
 * exchange starting when the column before it is done or g after the previous last send.
 */
class ExchangeScheduleTest {

    @Test
    void theIssuesRunTakes222AndTheBoundSaysSo() {
        // P = 4, L = 3, o = 1, g = 7, n = 64, c = 0: two exchanges of 110, the second 2 cycles after the first
        FftReport r = FftReport.run(new LogP(4, 3, 1, 7), new FftProblem(64, 4, 0, 0, 1), FftAlgorithm.CYCLIC,
                RunOptions.defaults());
        assertEquals(222, r.communication().measured());
        assertEquals(222, r.schedule().value());
        assertEquals(Claim.EQUALS, r.schedule().claim());
        assertTrue(r.schedule().holdsFor(r.scheduleMeasured()));
    }

    @Test
    void scheduleBoundIsTheMeasuredTimeOnEveryRunOfTheGrid() {
        int runs = 0;
        int gapBinds = 0;
        for (int P : new int[] {2, 4, 8}) {
            for (int n : new int[] {P, 4 * P}) {
                for (long L : new long[] {0, 1, 3, 6}) {
                    for (long o = 0; o <= 2; o++) {
                        for (long g : new long[] {1, 4, 7, 12}) {
                            for (long c : new long[] {0, 1, 3}) {
                                if (L + o < 1) {
                                    continue;
                                }
                                for (FftAlgorithm a : new FftAlgorithm[] {FftAlgorithm.CYCLIC, FftAlgorithm.BLOCKED}) {
                                    FftReport r = FftReport.run(new LogP(P, L, o, g), new FftProblem(n, P, c, 0, 3), a,
                                            RunOptions.defaults());
                                    String at = a.label() + " P=" + P + " n=" + n + " L=" + L + " o=" + o + " g=" + g
                                            + " c=" + c;
                                    long[] expected = expected(n, P, c, L, o, g, a.layout());
                                    assertEquals(expected[0], r.communication().measured(), at);
                                    assertEquals(expected[0], r.schedule().value(), at);
                                    assertEquals(Claim.EQUALS, r.schedule().claim(), at);
                                    assertEquals(expected[1], r.measured(), at);
                                    assertTrue(r.holds() && r.communication().holds(), at);
                                    assertEquals(0, r.logP().capacity().stalledSends(), at);
                                    gapBinds += expected[2] > 0 ? 1 : 0;
                                    runs++;
                                }
                            }
                        }
                    }
                }
            }
        }
        System.out.println("cyclic and blocked exchanges: " + runs + " runs, the send gap delays an exchange on "
                + gapBinds);
        assertTrue(gapBinds > 0, "the grid has runs where the gap between exchanges binds");
    }

    /** {communication, whole run, cycles waited for the gap}, walking the columns in the layout's order. */
    static long[] expected(int n, int P, long c, long L, long o, long g, FftLayout layout) {
        int logP = Integer.numberOfTrailingZeros(P);
        int columns = Integer.numberOfTrailingZeros(n);
        long m = n / P;
        long[] plan = exchange(m, L, o, g); // {D, time}
        long now = 0;
        long communication = 0;
        long waited = 0;
        long lastSend = Long.MIN_VALUE;
        for (int t = 0; t < columns; t++) {
            boolean remote = layout == FftLayout.CYCLIC ? t >= columns - logP : t < logP;
            if (remote) {
                long base = lastSend == Long.MIN_VALUE ? now : Math.max(now, lastSend + g);
                waited += base - now;
                lastSend = base + (m - 1) * plan[0];
                communication += base + plan[1] - now;
                now = base + plan[1];
            }
            now += c * m;
        }
        return new long[] {communication, now, waited};
    }

    /*
     * One exchange of N points each way, sends every D, receptions delta after their arrival: for
     * D = max(g, o) and max(g, 2o) the least delta with no reception [r, r + o) meeting a send
     * [s, s + o), every pair checked; the earlier finish, the first D on a tie.
     */
    private static long[] exchange(long N, long L, long o, long g) {
        long[] best = null;
        for (long D : new long[] {Math.max(g, o), Math.max(g, 2 * o)}) {
            for (long delta = 0; ; delta++) {
                if (fits(N, D, L, o, delta)) {
                    long time = o + L + delta + (N - 1) * D + o;
                    if (best == null || time < best[1]) {
                        best = new long[] {D, time};
                    }
                    break;
                }
            }
        }
        return best;
    }

    private static boolean fits(long N, long D, long L, long o, long delta) {
        for (long j = 0; j < N; j++) {
            long r = o + L + delta + j * D;
            for (long k = 0; k < N; k++) {
                long s = k * D;
                if (r < s + o && s < r + o) {
                    return false;
                }
            }
        }
        return true;
    }
}
