package org.pcmemu.algorithms.logp.combining;

import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.algorithms.logp.broadcast.BroadcastBounds;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/** The combining broadcasts (all-reduce) pcmemu runs. */
public enum CombiningAlgorithm {
    /** TR section 5.2, Theorem 5.1: offsets f_{j+lambda-1}. */
    FIBONACCI("fibonacci") {
        @Override
        public Bound bound(LogP m) {
            CombiningSchedule s = CombiningSchedule.of(m);
            long time = s.time(m.o());
            if (s.exact() && m.isPostal()) {
                return new Bound(time, Claim.EQUALS, "P = f_T: T steps, TR Theorem 5.1 (optimal: no faster than reduction)");
            }
            if (s.exact()) {
                return new Bound(time, Claim.AT_MOST, "P = f_T: T G + o, TR Theorem 5.1 normalized to steps of G = max(g, 2o)");
            }
            return new Bound(time, Claim.AT_MOST, "P not an f value: pairs, then TR Theorem 5.1 on f_T' cores: (T' + 2 lambda) G + o");
        }

        @Override
        <T> CombiningOutcome execute(LogP m, IntFunction<? extends T> value, BinaryOperator<T> op, RunOptions options) {
            return FibonacciCombiningBroadcast.run(m, value, op, options);
        }
    },
    /** Optimal reduction to processor 0, then optimal broadcast. */
    REDUCE_BROADCAST("reduce-broadcast") {
        /*
         * The reduction (the optimal broadcast tree reversed) ends by B(P), and every event of
         * phase 1 on a processor (sends, receptions, its clock) is over by B(P). A broadcast
         * that the root started at B(P) + g would therefore never wait for a gap left over from
         * phase 1 and would take exactly B(P) (TR Theorem 3.1). The LogP rules are monotone
         * (every time is a max of sums of earlier times), so the broadcast started at B(P) ends
         * no later: 2 B(P) + g. The g is real: P=3, L=1, o=0, g=3 takes 5 > 2 B(P) = 4, as the
         * middle node's second reception must wait g after its first.
         */
        @Override
        public Bound bound(LogP m) {
            return new Bound(2 * BroadcastBounds.optimalTime(m.P(), m.L(), m.o(), m.g()) + m.g(), Claim.AT_MOST,
                    "2 B(P) + g: reversed optimal broadcast, then optimal broadcast delayed at most by the gap"
                            + " carried over; TR section 5.2 and Theorem 3.1");
        }

        @Override
        <T> CombiningOutcome execute(LogP m, IntFunction<? extends T> value, BinaryOperator<T> op, RunOptions options) {
            return ReduceThenBroadcast.run(m, value, op, options);
        }
    };

    private final String label;

    CombiningAlgorithm(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The algorithm's analytic cost. */
    public abstract Bound bound(LogP model);

    /**
     * No combining broadcast beats the optimal reduction, the time-reversed optimal broadcast with
     * free combining: B(P; L, o, g) (TR section 5.2, Theorem 3.1; postal: min {T : f_T >= P}).
     */
    public static Bound lowerBound(LogP m) {
        return new Bound(BroadcastBounds.optimalTime(m.P(), m.L(), m.o(), m.g()), Claim.AT_LEAST,
                "optimal reduction B(P): TR section 5.2, Theorem 3.1");
    }

    abstract <T> CombiningOutcome execute(LogP m, IntFunction<? extends T> value, BinaryOperator<T> op,
                                          RunOptions options);
}
