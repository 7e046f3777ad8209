package org.pcmemu.algorithms.logp.summation;

/**
 * An independent count of the most operands P processors can sum in T cycles: the recursive
 * description of LogP paper section 3.3, as a dynamic program over tree shapes. It shares no code
 * with {@link SummationSchedule}.
 *
 * <p>A summation tree finishing at T: the root adds one operand per free cycle and receives
 * children whose sums complete at T_j = T - (L + 2o + 1) - j g', j = 0, 1, ... ("its children
 * should complete their summations at times T-(2o+L+1), T-(2o+L+1+g), ..."), each costing the
 * root o+1 cycles (reception and addition); each child is recursively the root of an optimal
 * tree with deadline T_j. With c children the root adds T + 1 - c(o+1) operands itself.
 * Receptions are g' = max(g, o+1) apart (LogP paper: "g-o-1 input-summing nodes" between them,
 * which cannot be negative). A child is used only if it pays (the knapsack below may always skip
 * it), which is the paper's "partial sums must represent at least o additions".
 */
final class PaperSummationRecursion {
    private final long[][] best; // best[T][p], p = 1..maxP

    PaperSummationRecursion(long L, long o, long g, int maxT, int maxP) {
        long gap = Math.max(g, o + 1);
        long first = L + 2 * o + 1;
        best = new long[maxT + 1][maxP + 1];
        for (int T = 0; T <= maxT; T++) {
            best[T][1] = T + 1;
            int slots = T - first < 0 ? 0 : (int) ((T - first) / gap) + 1;
            // G[j][q]: most extra operands from child slots j, j+1, ... using at most q processors
            long[][] G = new long[slots + 1][maxP];
            for (int j = slots - 1; j >= 0; j--) {
                int Tj = (int) (T - first - j * gap);
                for (int q = 1; q < maxP; q++) {
                    long v = G[j + 1][q];
                    for (int r = 1; r <= q; r++) {
                        v = Math.max(v, best[Tj][r] - (o + 1) + G[j + 1][q - r]);
                    }
                    G[j][q] = v;
                }
            }
            for (int p = 2; p <= maxP; p++) {
                best[T][p] = T + 1 + G[0][p - 1];
            }
        }
    }

    long maxOperands(int T, int P) {
        return best[T][P];
    }

    /** The least T <= maxT with at least n operands, or -1. */
    int minTime(long n, int P) {
        for (int T = 0; T < best.length; T++) {
            if (best[T][P] >= n) {
                return T;
            }
        }
        return -1;
    }
}
