package org.pcmemu.algorithms.logp.summation;

import java.util.function.BinaryOperator;
import java.util.function.LongFunction;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/** The LogP summations pcmemu runs: the optimal one and the binary-tree baseline. */
public enum SummationAlgorithm {
    /** Time-reversed optimal broadcast with latency L+1 (Karp et al., TR Theorem 4.1). */
    OPTIMAL("optimal") {
        @Override
        public Bound bound(LogP m, long n) {
            return new Bound(SummationBounds.minTime(m.P(), m.L(), m.o(), m.g(), n), Claim.EQUALS,
                    "T(n;P) = min{t : N(t;P) >= n}, N by the time-reversed optimal broadcast with latency L+1: "
                            + "TR Theorem 4.1, Lemma 4.2");
        }

        @Override
        public Bound algorithmBound(LogP m, long n) {
            return bound(m, n);
        }

        @Override
        <T> SummationOutcome execute(LogP m, long n, LongFunction<? extends T> operand, BinaryOperator<T> op,
                                     RunOptions options) {
            SummationSchedule s = SummationSchedule.forOperands(m.P(), m.L(), m.o(), m.g(), n);
            return OptimalSummation.run(m, s, operand, op, options);
        }
    },
    /** Even blocks, then a balanced binary-tree reduction. */
    BINARY_TREE("binary-tree") {
        @Override
        public Bound bound(LogP m, long n) {
            return new Bound(SummationBounds.minTime(m.P(), m.L(), m.o(), m.g(), n), Claim.AT_LEAST,
                    "optimal summation T(n;P): TR Theorem 4.1");
        }

        /**
         * Blocks of at most ceil(n/P') operands take ceil(n/P')-1 cycles; then ceil(log2 P') rounds.
         * A round is a send (o), the latency L, a reception (o) and one addition, and consecutive
         * receptions of one processor are at least g apart: at most max(L+2o+1, g) per round.
         * This holds when P' is a power of two, where every round pairs every active processor.
         * Otherwise a processor without a partner sends early, its message takes a reception
         * slot ahead of the round's partner (e.g. P=5, L=2, o=0, g=3, n=5 takes 10 > 9), and no
         * closed form is claimed: the bound is the optimum, which no summation beats.
         */
        @Override
        public Bound algorithmBound(LogP m, long n) {
            int used = (int) Math.min(m.P(), n);
            if (Integer.bitCount(used) != 1) {
                return bound(m, n);
            }
            long rounds = Integer.numberOfTrailingZeros(used);
            long round = Math.max(m.L() + 2 * m.o() + 1, m.g());
            return new Bound(Math.ceilDiv(n, used) - 1 + rounds * round, Claim.AT_MOST,
                    "ceil(n/P')-1 + log2(P') max(L+2o+1, g), P' = min(P, n) a power of two");
        }

        @Override
        <T> SummationOutcome execute(LogP m, long n, LongFunction<? extends T> operand, BinaryOperator<T> op,
                                     RunOptions options) {
            return BinaryTreeSummation.run(m, n, operand, op, options);
        }
    };

    private final String label;

    SummationAlgorithm(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The analytic cost this run is measured against (the optimum T(n;P)). */
    public abstract Bound bound(LogP model, long n);

    /** The algorithm's own analytic cost. */
    public abstract Bound algorithmBound(LogP model, long n);

    abstract <T> SummationOutcome execute(LogP model, long n, LongFunction<? extends T> operand, BinaryOperator<T> op,
                                          RunOptions options);
}
