package org.pcmemu.algorithms.logp.summation;

import java.util.Objects;
import java.util.function.BinaryOperator;
import java.util.function.LongFunction;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One summation run reported against theory. The measured cost is the root's emulated clock
 * when it holds the sum; the bound comes from the papers' construction.
 *
 * @param operands        n, the number of operands summed
 * @param measured        the emulated time at which the root holds the sum
 * @param bound           the optimum T(n;P) (equals for the optimal algorithm, at least for baselines)
 * @param algorithmBound  the algorithm's own analytic cost
 * @param processorsUsed  processors that took part (the optimal schedule leaves out processors
 *                        whose share would not pay for their parent's reception)
 * @param result          the computed sum, checked against the left-to-right fold
 */
public record SummationReport(LogP model, SummationAlgorithm algorithm, long operands, long measured, Bound bound,
                              Bound algorithmBound, int processorsUsed, Object result, LogPRun run) {

    public double ratio() {
        return bound.ratio(measured);
    }

    public long messages() {
        return run.result().messages();
    }

    public double wallMillis() {
        return run.result().wallMillis();
    }

    /** Least time to sum the n operands {@code operand(0..n-1)} with {@code algorithm}. */
    public static <T> SummationReport run(LogP model, SummationAlgorithm algorithm, long n,
                                          LongFunction<? extends T> operand, BinaryOperator<T> op, RunOptions options) {
        Limits.events("summing --operands " + n + ": one addition per operand", n);
        Bound bound = Limits.fitting("T(n;P) for --operands " + n, () -> algorithm.bound(model, n));
        Bound own = algorithm.algorithmBound(model, n);
        SummationOutcome out = algorithm.execute(model, n, operand, op, options);
        check(n, operand, op, out);
        return new SummationReport(model, algorithm, n, out.time(), bound, own, out.processorsUsed(), out.result(),
                out.run());
    }

    /**
     * The inverted problem: sums the most operands possible in t cycles, N(t;P) (TR section 4), with
     * the optimal schedule S(t); the measured time must equal t.
     */
    public static <T> SummationReport runForDeadline(LogP model, long t, LongFunction<? extends T> operand,
                                                     BinaryOperator<T> op, RunOptions options) {
        Limits.cycles("the deadline t", t);
        Limits.events("N(t;P) operands within t = " + t + ", one addition each",
                SummationBounds.maxOperands(model.P(), model.L(), model.o(), model.g(), t));
        SummationSchedule s = SummationSchedule.forDeadline(model.P(), model.L(), model.o(), model.g(), t);
        Bound bound = new Bound(t, Claim.EQUALS, "S(t) sums N(t;P) = " + s.operands() + " operands in t: TR Theorem 4.1");
        SummationOutcome out = OptimalSummation.run(model, s, operand, op, options);
        check(s.operands(), operand, op, out);
        return new SummationReport(model, SummationAlgorithm.OPTIMAL, s.operands(), out.time(), bound, bound,
                out.processorsUsed(), out.result(), out.run());
    }

    /* Every operand added once, one message per non-root processor, the sum equal to the fold. */
    private static <T> void check(long n, LongFunction<? extends T> operand, BinaryOperator<T> op, SummationOutcome out) {
        if (out.operandsConsumed() != n) {
            throw new IllegalStateException("output check failed: " + out.operandsConsumed() + " operands added, expected " + n);
        }
        long sent = out.run().result().messages();
        long left = out.run().result().undelivered();
        if (sent != out.processorsUsed() - 1 || left != 0) {
            throw new IllegalStateException("output check failed: " + sent + " messages sent, " + left
                    + " never received; expected " + (out.processorsUsed() - 1) + " and 0");
        }
        T fold = operand.apply(0);
        for (long i = 1; i < n; i++) {
            fold = op.apply(fold, operand.apply(i));
        }
        if (!Objects.equals(fold, out.result())) {
            throw new IllegalStateException("output check failed: the sum " + out.result()
                    + " differs from the left-to-right fold " + fold);
        }
    }
}
