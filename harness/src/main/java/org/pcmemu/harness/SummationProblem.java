package org.pcmemu.harness;

import java.util.function.BinaryOperator;
import java.util.function.LongFunction;
import org.pcmemu.algorithms.logp.summation.SummationAlgorithm;
import org.pcmemu.algorithms.logp.summation.SummationReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * Which of the two summation problems of Karp, Sahay, Santos and Schauser (TR section 4) a run
 * solves: the most operands within a deadline t, N(t;P), or the least time for n operands,
 * T(n;P). Exactly one of {@code deadline} and {@code operands} is set, checked here (a bad pair
 * is one line of bad input); only the optimal algorithm takes a deadline (the registry's
 * parameters say so), running the optimal schedule S(t).
 *
 * @param deadline  t in model cycles, or null
 * @param operands  n, or null
 */
record SummationProblem(Long deadline, Long operands, SummationAlgorithm algorithm) {

    SummationProblem {
        if ((deadline == null) == (operands == null)) {
            throw new InvalidParameterException("give exactly one of --time CYCLES (the most operands within a"
                    + " deadline) and --operands N (the least time for N operands)");
        }
    }

    boolean hasDeadline() {
        return deadline != null;
    }

    <T> SummationReport solve(LogP model, LongFunction<? extends T> operand, BinaryOperator<T> op,
                              RunOptions options) {
        return hasDeadline()
                ? SummationReport.runForDeadline(model, deadline, operand, op, options)
                : SummationReport.run(model, algorithm, operands, operand, op, options);
    }
}
