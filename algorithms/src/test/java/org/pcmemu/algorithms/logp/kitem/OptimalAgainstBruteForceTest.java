package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Claim;
import org.pcmemu.models.logp.LogP;

/**
 * {@code optimal} against the least time of any schedule on every postal machine with P <= 8,
 * L <= 7 and k <= 3: the emulated cost is the optimum and the report claims "equals" it. The
 * optimum is Theorem 3.1's count where the run reaches it (the count is a lower bound, computed by
 * {@link KItemBoundsTest#counting}), and is checked against a brute force written here, apart
 * from {@link ExactSearch}, on the machines where it is quick.
 *
 * <p>The brute force: a schedule is a table of when each processor 1..P-1 receives each item; it
 * is legal iff at every step tau the receptions at tau can be given distinct senders that hold
 * their items by tau - L (the postal model: one send and one reception per processor and step).
 * For T from Theorem 3.1's count up (no schedule is faster; the count is {@link
 * KItemBoundsTest#counting}'s recurrence, not the production one) it tries every choice of
 * receptions step by step, each checked by trying every sender assignment, cutting only where a
 * processor lacks more items than steps remain or an item cannot reach everyone by T (new holders
 * at s are at most the holders at s - L), and remembering states that failed (times before
 * tau - L serve any later send alike; processors 1..P-1 are interchangeable, and of two with
 * equal rows the later picks no higher item).
 */
class OptimalAgainstBruteForceTest {

    @Test
    void optimalMeasuresTheOptimumOnEverySmallMachine() {
        // the optimum: Theorem 3.1's count where a run reaches it (the count is a lower bound and the
        // emulation checked the schedule), else the brute force's
        List<String> wrong = new ArrayList<>();
        for (int P = 2; P <= 8; P++) {
            for (int L = 1; L <= 7; L++) {
                for (int k = 1; k <= 3; k++) {
                    KItemReport r = KItemReport.run(LogP.postal(P, L), KItemAlgorithm.OPTIMAL, k, RunOptions.defaults());
                    long count = KItemBoundsTest.counting(P - 1, L, k);
                    long optimum = r.measured() == count ? count : bruteForce(P, L, k);
                    if (r.measured() != optimum || r.bound().claim() != Claim.EQUALS || r.bound().value() != optimum) {
                        wrong.add("P=" + P + " L=" + L + " k=" + k + ": optimum " + optimum + ", measured "
                                + r.measured() + ", claim " + r.bound());
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theBruteForceAgreesWhereItIsQuick() {
        // every machine with k <= 2, and with k = 3 where (P - 1) L <= 24 (the brute force takes
        // seconds to a minute on the larger ones: P = 6, L = 7, k = 3 about 15 s)
        List<String> wrong = new ArrayList<>();
        for (int P = 2; P <= 8; P++) {
            for (int L = 1; L <= 7; L++) {
                for (int k = 1; k <= 3; k++) {
                    if (k == 3 && (P - 1) * L > 24) {
                        continue;
                    }
                    long optimum = bruteForce(P, L, k);
                    long measured = KItemReport.run(LogP.postal(P, L), KItemAlgorithm.OPTIMAL, k,
                            RunOptions.defaults()).measured();
                    if (measured != optimum) {
                        wrong.add("P=" + P + " L=" + L + " k=" + k + ": brute force " + optimum + ", measured " + measured);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theIssuesTableEqualsTheOptimum() {
        // issue 43's table: the exact optimum of each case (found apart from pcmemu)
        int[][] cases = {{4, 2, 2, 5}, {6, 3, 3, 9}, {6, 7, 3, 16}, {7, 7, 2, 15}, {7, 6, 3, 15}, {8, 2, 2, 7},
                {8, 4, 3, 12}};
        for (int[] c : cases) {
            KItemReport r = KItemReport.run(LogP.postal(c[0], c[1]), KItemAlgorithm.OPTIMAL, c[2], RunOptions.defaults());
            assertEquals(c[3], r.measured(), Arrays.toString(c));
        }
    }

    static long bruteForce(int P, int L, int k) {
        for (int T = (int) KItemBoundsTest.counting(P - 1, L, k); ; T++) {
            if (new Brute(P, L, k, T).feasible()) {
                return T;
            }
        }
    }

    private static final class Brute {
        final int P;
        final int L;
        final int k;
        final int T;
        final int[][] got; // got[q][i]: when q received i, -1 if not; row 0 (the source) unused
        final Set<String> failed = new HashSet<>();

        Brute(int P, int L, int k, int T) {
            this.P = P;
            this.L = L;
            this.k = k;
            this.T = T;
            got = new int[P][k];
            for (int[] row : got) {
                Arrays.fill(row, -1);
            }
        }

        boolean feasible() {
            return from(L);
        }

        /* Every way to fill steps tau..T. */
        boolean from(int tau) {
            boolean complete = true;
            for (int q = 1; q < P; q++) {
                int lacking = 0;
                for (int i = 0; i < k; i++) {
                    lacking += got[q][i] < 0 ? 1 : 0;
                }
                if (lacking > T - tau + 1) {
                    return false; // one reception a step
                }
                complete &= lacking == 0;
            }
            if (complete) {
                return true;
            }
            for (int i = 0; i < k; i++) {
                if (mostHolders(i, tau) < P) {
                    return false;
                }
            }
            String key = key(tau);
            if (failed.contains(key)) {
                return false;
            }
            int[] pick = new int[P]; // pick[q]: the item q receives at tau, -1 none
            Arrays.fill(pick, -1);
            if (combinations(1, tau, pick)) {
                return true;
            }
            failed.add(key);
            return false;
        }

        /* Every choice of receptions at tau for processors q.., each prefix checked for senders. */
        boolean combinations(int q, int tau, int[] pick) {
            if (q == P) {
                for (int x = 1; x < P; x++) {
                    if (pick[x] >= 0) {
                        got[x][pick[x]] = tau;
                    }
                }
                boolean ok = from(tau + 1);
                for (int x = 1; x < P; x++) {
                    if (pick[x] >= 0) {
                        got[x][pick[x]] = -1;
                    }
                }
                return ok;
            }
            int most = k - 1; // a processor with the row of an earlier one picks no higher item: they could swap
            for (int x = 1; x < q; x++) {
                if (Arrays.equals(got[x], got[q])) {
                    most = pick[x];
                }
            }
            for (int i = most; i >= -1; i--) {
                if (i < 0 || got[q][i] < 0) {
                    pick[q] = i; // a prefix without senders has no extension with senders
                    if ((i < 0 || senders(1, q, tau, pick, new boolean[P])) && combinations(q + 1, tau, pick)) {
                        return true;
                    }
                }
            }
            pick[q] = -1;
            return false;
        }

        /* Whether receivers q..last can be given distinct senders, not in busy, holding the item by tau - L. */
        boolean senders(int q, int last, int tau, int[] pick, boolean[] busy) {
            if (q > last) {
                return true;
            }
            if (pick[q] < 0) {
                return senders(q + 1, last, tau, pick, busy);
            }
            for (int p = 0; p < P; p++) {
                boolean holds = p == 0 || got[p][pick[q]] >= 0 && got[p][pick[q]] <= tau - L;
                if (!busy[p] && holds) {
                    busy[p] = true;
                    boolean ok = senders(q + 1, last, tau, pick, busy);
                    busy[p] = false;
                    if (ok) {
                        return true;
                    }
                }
            }
            return false;
        }

        /*
         * The most processors that can hold item i by T, given the receptions before tau: a
         * reception at s needs a sender that held i by s - L, so at most held(s - L) are new at s.
         */
        int mostHolders(int i, int tau) {
            int[] held = new int[T + 1];
            for (int s = 0; s <= T; s++) {
                int n = 1; // the source
                for (int q = 1; q < P; q++) {
                    n += got[q][i] >= 0 && got[q][i] <= s ? 1 : 0;
                }
                held[s] = s < tau ? n : Math.min(P, held[s - 1] + (s - L >= 0 ? held[s - L] : 0));
            }
            return held[T];
        }

        String key(int tau) {
            List<String> rows = new ArrayList<>();
            for (int q = 1; q < P; q++) {
                StringBuilder row = new StringBuilder();
                for (int i = 0; i < k; i++) {
                    int r = got[q][i];
                    row.append(r < 0 ? "-" : r <= tau - L ? "o" : Integer.toString(tau - r)).append(',');
                }
                rows.add(row.toString());
            }
            rows.sort(null);
            return tau + "|" + String.join("/", rows);
        }
    }
}
