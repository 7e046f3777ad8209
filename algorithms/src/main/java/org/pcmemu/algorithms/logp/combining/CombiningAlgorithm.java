package org.pcmemu.algorithms.logp.combining;

import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
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
         * phase 1 on a processor (sends, receptions, its clock) is over by B(P). Processor v, told
         * the item at t_v in the broadcast tree, makes its phase-1 send no later than B(P) - t_v
         * and its last phase-1 reception starts no later than B(P) - t_v - o (the reversed
         * schedule, which the as-soon-as-possible one never trails); in a broadcast started at
         * B(P) it receives from B(P) + t_v - o and sends from B(P) + t_v. The gaps between the
         * phases are then at least 2 t_v >= 2(L + 2o), the least t_v of a processor other than
         * the root, so:
         *
         *   g <= 2(L + 2o):  no gap of phase 1 delays phase 2, which takes exactly B(P) (TR
         *                    Theorem 3.1): 2 B(P), and no run is faster, since the root holds the
         *                    combination only at B(P) and its broadcast needs B(P) more: equals.
         *   otherwise:       a broadcast started at B(P) + g would meet no leftover gap and take
         *                    B(P); the LogP rules are monotone, so started at B(P) it ends no
         *                    later: at most 2 B(P) + g (P=3, L=1, o=0, g=3 takes 5 > 2 B(P) = 4).
         */
        @Override
        public Bound bound(LogP m) {
            long twice = 2 * BroadcastBounds.optimalTime(m.P(), m.L(), m.o(), m.g());
            if (m.g() <= 2 * (m.L() + 2 * m.o())) {
                return new Bound(twice, Claim.EQUALS, "2 B(P) when g <= 2(L + 2o): reversed optimal broadcast,"
                        + " then optimal broadcast, no gap carried over; TR section 5.2 and Theorem 3.1");
            }
            return new Bound(twice + m.g(), Claim.AT_MOST,
                    "2 B(P) + g when g > 2(L + 2o): reversed optimal broadcast, then optimal broadcast delayed"
                            + " at most by the gap carried over; TR section 5.2 and Theorem 3.1");
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
