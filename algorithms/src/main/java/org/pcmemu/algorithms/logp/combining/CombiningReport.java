package org.pcmemu.algorithms.logp.combining;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import org.pcmemu.models.Bound;
import org.pcmemu.emulator.Limits;
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
        Bound bound = Limits.fitting("the combining broadcast's bound", () -> algorithm.bound(m));
        Limits.modelTime("the combining broadcast's bound", Limits.times(bound.value(), 2));
        CombiningOutcome out = algorithm.execute(m, value, op, options);
        check(m, algorithm, value, op, out);
        return new CombiningReport(m, algorithm, out.time(), bound, CombiningAlgorithm.lowerBound(m), out.held(), out.run());
    }

    /*
     * Every processor holds the combination of all P values, and no message is left over. A
     * rotation starting at s folds to suffix(s) op prefix(s-1) by associativity, so the check
     * costs O(P) operations, not O(P^2).
     */
    private static <T> void check(LogP m, CombiningAlgorithm algorithm, IntFunction<? extends T> value,
                                  BinaryOperator<T> op, CombiningOutcome out) {
        int P = m.P();
        List<T> prefix = new ArrayList<>(P);
        List<T> suffix = new ArrayList<>(Collections.nCopies(P, null));
        for (int j = 0; j < P; j++) {
            T v = value.apply(j);
            prefix.add(j == 0 ? v : op.apply(prefix.get(j - 1), v));
        }
        for (int j = P - 1; j >= 0; j--) {
            T v = value.apply(j);
            suffix.set(j, j == P - 1 ? v : op.apply(v, suffix.get(j + 1)));
        }
        CombiningSchedule s = CombiningSchedule.of(m);
        for (int i = 0; i < P; i++) {
            int end = algorithm == CombiningAlgorithm.FIBONACCI ? s.rotationEnd(i) : P - 1;
            int start = (end + 1) % P;
            T fold = start == 0 ? prefix.get(P - 1) : op.apply(suffix.get(start), prefix.get(start - 1));
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
