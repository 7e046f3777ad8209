package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.logp.summation.SummationAlgorithm;
import org.pcmemu.algorithms.logp.summation.SummationReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run summation}: optimal LogP summation (Karp, Sahay, Santos, Schauser, TR
 * section 4, Theorem 4.1; LogP paper section 3.3), in both directions: the most operands within
 * {@code --time t}, N(t;P), or the least time for {@code --operands n}, T(n;P).
 */
@Command(name = "summation",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Sum operands on LogP or postal, optimally or by a binary tree; compare with the optimum.",
            "",
            "With --time t the optimal schedule S(t) sums the most operands N(t;P) that P processors"
                    + " can sum in t cycles (TR Theorem 4.1); with --operands n it sums n operands in the"
                    + " least time T(n;P) = min{t : N(t;P) >= n}, or runs the binary-tree baseline, which"
                    + " can be no faster. Give exactly one of --time and --operands. One addition costs one"
                    + " cycle; the result is checked against the left-to-right fold of the operands.",
            "",
            "Example (the LogP paper's Figure 4: 79 operands in 28 cycles):",
            "  pcmemu run summation --model logp --P 8 --L 5 --o 2 --g 4 --time 28",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class SummationCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--time", paramLabel = "CYCLES",
            description = "Sum the most operands possible within this many cycles (at least 0).")
    Long time;

    @Option(names = "--operands", paramLabel = "N",
            description = "Sum exactly N operands (at least 1) in the least time.")
    Long operands;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "optimal", converter = AlgorithmConverter.class,
            completionCandidates = AlgorithmNames.Summation.class,
            description = "${COMPLETION-CANDIDATES} (see pcmemu list; all but optimal need --operands)."
                    + " Default: ${DEFAULT-VALUE}.")
    SummationAlgorithm algorithm;

    @Option(names = "--operator", paramLabel = "OP", defaultValue = "sum", converter = SummationOperator.Converter.class,
            description = "sum (operand i = i+1, so the sum is n(n+1)/2), concat (the labels <0><1>...,"
                    + " not commutative) or matrix (2x2 matrix products mod 2^31-1, not commutative)."
                    + " Default: ${DEFAULT-VALUE}.")
    SummationOperator operator;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        LogP model = machine.logP();
        SummationProblem problem = problem();
        emulator.checkOutputs();
        SummationReport report = operator.run(problem, model, emulator.runOptions());
        RunSummary summary = emulator.written(summary(machine.parameters(), problem, operator, report),
                report.run().result());
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /* Exactly one of --time and --operands, in range; binary-tree has no deadline variant. */
    private SummationProblem problem() {
        if ((time == null) == (operands == null)) {
            throw new InvalidParameterException("give exactly one of --time CYCLES (the most operands within a"
                    + " deadline) and --operands N (the least time for N operands)");
        }
        if (time != null && time < 0) {
            throw new InvalidParameterException("--time must not be negative, got " + time);
        }
        if (operands != null && operands < 1) {
            throw new InvalidParameterException("--operands must be at least 1, got " + operands);
        }
        if (time != null && algorithm != SummationAlgorithm.OPTIMAL) {
            throw new InvalidParameterException("--algorithm " + algorithm.label() + " needs --operands: --time"
                    + " runs the optimal schedule S(t)");
        }
        return new SummationProblem(time, operands, algorithm);
    }

    static RunSummary summary(NamedParameters parameters, SummationProblem problem, SummationOperator operator,
                              SummationReport r) {
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("operands", "operands", r.operands(), "",
                        problem.hasDeadline() ? "N(t;P), the most within t: TR section 4" : "as given"),
                new RunDetails.Figure("processorsUsed", "processors used", r.processorsUsed(), "", "of P"));
        List<RunDetails.Field> fields = List.of(
                new RunDetails.Field.Text("problem", "problem", problem.hasDeadline() ? "deadline" : "operands",
                        problem.hasDeadline()
                                ? "most operands within --time " + problem.deadline() + " cycles"
                                : "least time for --operands " + problem.operands()),
                new RunDetails.Field.Checked("algorithmBound", "algorithm bound", r.algorithmBound(), r.measured()),
                new RunDetails.Field.Text("operator", "operator", operator.label(), operator.description()),
                operator.value(r));
        return new RunSummary("summation", parameters, NamedParameters.of(r.algorithm().label()), r.measured(), r.bound(),
                RunSummary.RunStats.of(r.run().result()), r.run().capacity(), figures, null,
                RunDetails.PerProcessor.finishTimes(r.run().result()), null, fields);
    }

    static final class AlgorithmConverter implements ITypeConverter<SummationAlgorithm> {
        @Override
        public SummationAlgorithm convert(String value) {
            return Labels.find(SummationAlgorithm.values(), SummationAlgorithm::label, value, "summation algorithm");
        }
    }
}
