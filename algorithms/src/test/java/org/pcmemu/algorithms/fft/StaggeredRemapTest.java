package org.pcmemu.algorithms.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * The staggered remap on LogP under the enforced capacity, over a grid of P, n, L, o, g and the
 * local cost: its measured time equals its plan's time ({@link InterleavedPlan}, which
 * RemapOptimumSearchTest checks against every order of a processor's operations), is never later
 * than the uniform plan of {@link UniformExchange} (computed here by a direct check of every block
 * against every reception) nor earlier than a processor's busy time; it never stalls; and its
 * relation to the paper's formula (section 4.1.1, or 4.1.4 with local work) is the claim the run
 * reports.
 */
class StaggeredRemapTest {

    @Test
    void measuredRemapEqualsThePlanAndTheClaimAgainstThePaperHolds() {
        int runs = 0;
        int atMost = 0;
        int equal = 0;
        int above = 0;
        int earlier = 0;
        for (int P : new int[] {2, 4, 8}) {
            for (int n : new int[] {P * P, 4 * P * P}) {
                for (long L : new long[] {0, 1, 3, 6, 7}) {
                    for (long o = 0; o <= 3; o++) {
                        for (long g : new long[] {1, 2, 4, 5, 6}) {
                            for (long local : new long[] {0, 1, 3}) {
                                if (L + o < 1) {
                                    continue;
                                }
                                FftProblem f = new FftProblem(n, P, 1, local, 7);
                                FftReport r = FftReport.run(new LogP(P, L, o, g), f, FftAlgorithm.HYBRID_STAGGERED,
                                        RunOptions.defaults());
                                String at = "P=" + P + " n=" + n + " L=" + L + " o=" + o + " g=" + g + " local=" + local;
                                long uniform = planTime(n, P, local, L, o, g);
                                long plan = r.schedule().value();
                                long paper = paper(n, P, local, L, o, g);
                                assertEquals(plan, r.communication().measured(), at);
                                assertEquals(Claim.EQUALS, r.schedule().claim(), at);
                                assertEquals(FftCosts.staggeredRemapTime(new FftProblem(n, P, 1, local, 7), L, o, g),
                                        plan, at);
                                assertTrue(plan <= uniform, at + ": " + plan + " after the uniform plan's " + uniform);
                                assertTrue(plan >= lowerBound(n, P, local, L, o, g), at);
                                earlier += plan < uniform ? 1 : 0;
                                assertEquals(paper, r.communication().bound().value(), at);
                                Claim expected = plan == paper ? Claim.EQUALS : plan < paper ? Claim.AT_MOST
                                        : Claim.AT_LEAST;
                                assertEquals(expected, r.communication().bound().claim(), at);
                                assertTrue(r.communication().holds() && r.holds(), at);
                                assertEquals(0, r.logP().capacity().stalledSends(), at);
                                long compute = (long) (n / P) * Integer.numberOfTrailingZeros(n);
                                assertEquals(compute, r.compute().measured(), at);
                                assertEquals(compute + plan, r.measured(), at);
                                runs++;
                                atMost += expected == Claim.AT_MOST ? 1 : 0;
                                equal += expected == Claim.EQUALS ? 1 : 0;
                                above += expected == Claim.AT_LEAST ? 1 : 0;
                            }
                        }
                    }
                }
            }
        }
        System.out.println("staggered remap: " + runs + " runs, the paper's time at most " + atMost + ", equals "
                + equal + ", below " + above + "; earlier than the uniform plan on " + earlier);
        assertTrue(earlier > 0);
        assertTrue(atMost > 0 && equal > 0 && above > 0, "the grid covers all three relations");
    }

    /**
     * Every processor's operations, one after another: n/P^2 copies and N blocks of local work,
     * N sends and N receptions of o; the last reception starts no earlier than L + o after the
     * first send, and N - 1 reception gaps after it.
     */
    static long lowerBound(int n, int P, long local, long L, long o, long g) {
        long m = n / P;
        long N = m - m / P;
        long busy = m * local + 2 * N * o;
        return Math.max(busy, local + o + L + (N - 1) * Math.max(g, o) + o);
    }

    /** The paper's remap time: 4.1.1's g(n/P - n/P^2) + L for g >= 2o without local work, else 4.1.4's. */
    static long paper(int n, int P, long local, long L, long o, long g) {
        long m = n / P;
        return local == 0 && g >= 2 * o ? g * (m - m / P) + L : m * Math.max(local + 2 * o, g) + L;
    }

    /**
     * The contention-free plan's time, computed directly: n/P^2 local copies, then N = n/P - n/P^2
     * blocks [A + mD, A + mD + local + o) (local work, then a send), receptions one per slot at the
     * slot's arrival + delta; for each of the two periods the least delta at which no reception
     * overlaps a block (every pair checked), and the earlier finish.
     */
    static long planTime(int n, int P, long local, long L, long o, long g) {
        long m = n / P;
        long N = m - m / P;
        long A = (m / P) * local;
        long best = Long.MAX_VALUE;
        for (long D : new long[] {Math.max(g, local + o), Math.max(g, local + 2 * o)}) {
            for (long delta = 0; ; delta++) {
                if (fits(N, A, D, local, L, o, delta)) {
                    best = Math.min(best, A + local + o + L + delta + (N - 1) * D + o);
                    break;
                }
            }
        }
        return best;
    }

    private static boolean fits(long N, long A, long D, long local, long L, long o, long delta) {
        for (long j = 0; j < N; j++) {
            long r = A + local + o + L + delta + j * D;
            for (long k = 0; k < N; k++) {
                long s = A + k * D;
                if (r < s + local + o && s < r + o) {
                    return false;
                }
            }
        }
        return true;
    }
}
