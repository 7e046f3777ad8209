package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Claim;
import org.pcmemu.models.logp.LogP;

/**
 * Every continuous claim cites only a theorem of SPAA section 3 whose conditions hold, with P(t)
 * and B(P-1) computed here from the postal Fibonacci numbers (Definition 2.5, Theorem 2.2):
 * Theorem 3.3 for 3 <= L <= 10 and P - 1 = P(t); Theorem 3.4 (a lower bound of L + B(P-1) + 1)
 * for L = 2, P - 1 = P(t), t >= 7 (its proof's case); Theorem 3.5 for L = 2 and P - 1 = P(t).
 * Elsewhere the claim is "equals" only at section 3.1's lower bound L + B(P-1), else "at most"
 * the plan's delay or "at least" the lower bound.
 */
class ContinuousClaimTest {

    @Test
    void theIssuesRunClaimsAtMostWithoutTheorems34Or35() {
        // P - 1 = 12 is no f_t for L = 2 (1, 1, 2, 3, 5, 8, 13, ...): the pruned tree's 9 is an upper bound only
        ContinuousReport r = ContinuousReport.run(LogP.postal(13, 2), 40, RunOptions.defaults());
        assertEquals(Claim.AT_MOST, r.bound().claim());
        assertEquals(9, r.bound().value());
        assertFalse(r.bound().source().contains("Theorem 3.5") || r.bound().source().contains("Theorem 3.4"),
                r.bound().source());
        assertTrue(r.theorem35().isEmpty());
        assertTrue(r.bound().holdsFor(r.measured()));
    }

    @Test
    void everyClaimCitesOnlyTheoremsWhoseConditionsHold() {
        int runs = 0;
        int cited = 0;
        for (long L = 1; L <= 5; L++) {
            long[] f = fibonacci(L, 200);
            for (int P = 2; P <= 36; P++) {
                check(L, P, f);
                runs++;
            }
        }
        long[] two = fibonacci(2, 200);
        for (int t = 6; t <= 9; t++) { // L = 2 at P - 1 = P(t) around Theorem 3.4's t >= 7
            ContinuousReport r = check(2, (int) two[t] + 1, two);
            cited += r.bound().source().contains("Theorem 3.4") ? 1 : 0;
            runs++;
        }
        assertTrue(cited >= 3, "Theorem 3.4 cited at t = 7, 8, 9 (L = 2), got " + cited + " of " + runs);
    }

    private static ContinuousReport check(long L, int P, long[] f) {
        ContinuousReport r = ContinuousReport.run(LogP.postal(P, L), 12, RunOptions.defaults());
        int B = broadcastTime(P - 1, f);
        int t = f[B] == P - 1 ? B : -1;
        String at = "L=" + L + " P=" + P;
        String source = r.bound().source();
        assertTrue(r.bound().holdsFor(r.measured()), at + ": " + source);
        assertEquals(!source.contains("Theorem 3.3") || L >= 3 && L <= 10 && t >= 0, true, at + ": " + source);
        assertEquals(!source.contains("Theorem 3.4") || L == 2 && t >= 7, true, at + ": " + source);
        assertEquals(!source.contains("Theorem 3.5") || L == 2 && t >= 0, true, at + ": " + source);
        assertEquals(L == 2 && t >= 0, r.theorem35().isPresent(), at);
        r.theorem35().ifPresent(d -> assertEquals(L + B + 1, d, at));
        if (r.bound().claim() == Claim.EQUALS) {
            assertTrue(r.bound().value() == L + B || L == 2 && t >= 7 && r.bound().value() == L + B + 1,
                    at + ": equals " + r.bound().value() + ", " + source);
        }
        if (r.bound().claim() == Claim.AT_LEAST) {
            assertEquals(L + B, r.bound().value(), at);
        }
        return r;
    }

    /* f_i = 1 for i < L, f_i = f_{i-1} + f_{i-L} (SPAA Definition 2.5), up to the first term >= limit. */
    private static long[] fibonacci(long L, long limit) {
        long[] f = new long[200];
        for (int i = 0; i < f.length; i++) {
            f[i] = i < L ? 1 : f[i - 1] + f[(int) (i - L)];
            if (f[i] >= limit) {
                return java.util.Arrays.copyOf(f, i + 1);
            }
        }
        return f;
    }

    /* B(m): the least t with f_t >= m (Theorem 2.2). */
    private static int broadcastTime(long m, long[] f) {
        int t = 0;
        while (f[t] < m) {
            t++;
        }
        return t;
    }
}
