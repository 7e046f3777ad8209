package org.pcmemu.algorithms.logp.combining;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One combining broadcast (all-reduce) run reported against theory.
 *
 * @param measured    when the last processor holds the combined value (emulated clocks)
 * @param bound       the algorithm's analytic cost ({@link CombiningAlgorithm#bound})
 * @param lowerBound  the optimal reduction time, which no combining broadcast beats
 * @param held        the value each processor ends with, checked against the fold
 */
public record CombiningReport(LogP model, CombiningAlgorithm algorithm, long measured, Bound bound,
                              Bound lowerBound, Object[] held, LogPRun run) {

    public double ratio() {
        return bound.ratio(measured);
    }

    public long messages() {
        return run.result().messages();
    }

    public double wallMillis() {
        return run.result().wallMillis();
    }

    /**
     * Runs {@code algorithm} with processor i holding {@code value(i)}. For
     * {@link CombiningAlgorithm#REDUCE_BROADCAST} {@code op} must be commutative; for
     * {@link CombiningAlgorithm#FIBONACCI} associativity is enough and processor i must end with
     * the fold of the rotation ending at {@link CombiningSchedule#rotationEnd(int)}.
     */
    public static <T> CombiningReport run(LogP m, CombiningAlgorithm algorithm, IntFunction<? extends T> value,
                                          BinaryOperator<T> op, RunOptions options) {
        Bound bound = algorithm.bound(m);
        CombiningOutcome out = algorithm.execute(m, value, op, options);
        check(m, algorithm, value, op, out);
        return new CombiningReport(m, algorithm, out.time(), bound, CombiningAlgorithm.lowerBound(m), out.held(), out.run());
    }

    /* Every processor holds the combination of all P values, and no message is left over. */
    private static <T> void check(LogP m, CombiningAlgorithm algorithm, IntFunction<? extends T> value,
                                  BinaryOperator<T> op, CombiningOutcome out) {
        CombiningSchedule s = CombiningSchedule.of(m);
        for (int i = 0; i < m.P(); i++) {
            int end = algorithm == CombiningAlgorithm.FIBONACCI ? s.rotationEnd(i) : m.P() - 1;
            T fold = value.apply((end + 1) % m.P());
            for (int k = 2; k <= m.P(); k++) {
                fold = op.apply(fold, value.apply((end + k) % m.P()));
            }
            if (!Objects.equals(fold, out.held()[i])) {
                throw new IllegalStateException("output check failed: processor " + i + " holds " + out.held()[i]
                        + ", expected " + fold);
            }
        }
        if (out.run().result().undelivered() != 0) {
            throw new IllegalStateException("output check failed: " + out.run().result().undelivered()
                    + " messages never received");
        }
    }
}
