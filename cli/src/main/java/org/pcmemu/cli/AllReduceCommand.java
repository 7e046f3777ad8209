package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.logp.combining.CombiningAlgorithm;
import org.pcmemu.algorithms.logp.combining.CombiningReport;
import org.pcmemu.algorithms.logp.combining.CombiningSchedule;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run allreduce}: combining broadcast (Karp, Sahay, Santos, Schauser, TR section
 * 5.2, Theorem 5.1): every processor ends with the sum of all P values, processor i holding i+1,
 * so the total is P(P+1)/2.
 */
@Command(name = "allreduce",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Combining broadcast (all-reduce) on LogP or postal; compare with the paper's bound.",
            "",
            "Processor i holds i+1; at the end every processor holds the sum P(P+1)/2"
                    + " (long addition). fibonacci is TR Theorem 5.1, exact (claim: equals) in the postal"
                    + " model when P is a generalized Fibonacci number f_T; on LogP, or for other P, its"
                    + " construction's time is an upper bound. reduce-broadcast is the optimal reduction"
                    + " followed by the optimal broadcast, at most 2 B(P). No algorithm beats B(P), the"
                    + " optimal reduction, shown as the lower bound.",
            "",
            "Example (postal, lambda = 3, P = 13 = f_8: 8 steps):",
            "  pcmemu run allreduce --model postal --P 13 --lambda 3",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class AllReduceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "fibonacci", converter = AlgorithmConverter.class,
            completionCandidates = AlgorithmNames.AllReduce.class,
            description = "${COMPLETION-CANDIDATES} (see pcmemu list). Default: ${DEFAULT-VALUE}.")
    CombiningAlgorithm algorithm;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        LogP model = machine.logP();
        emulator.checkOutputs();
        CombiningReport report = CombiningReport.run(model, algorithm, i -> i + 1L, Math::addExact,
                emulator.runOptions());
        RunSummary summary = emulator.written(summary(machine.parameters(), report), report.run().result());
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    static RunSummary summary(NamedParameters parameters, CombiningReport r) {
        List<RunDetails.Figure> figures = new ArrayList<>();
        if (r.algorithm() == CombiningAlgorithm.FIBONACCI) {
            CombiningSchedule s = CombiningSchedule.of(r.model());
            figures.add(new RunDetails.Figure("stepCycles", "step", s.step(), "cycles", "G = max(g, 2o, 1)"));
            figures.add(new RunDetails.Figure("lambdaSteps", "latency", s.lambda(), "steps",
                    "lambda = ceil((L+2o)/G)"));
            figures.add(new RunDetails.Figure("fibonacciSteps", "Fibonacci steps", s.fibonacciSteps(), "steps",
                    "T' with f_T' <= P the largest: TR Definition 3.6"));
            figures.add(new RunDetails.Figure("cores", "cores", s.cores(), "", "f_T' processors run Theorem 5.1"));
            figures.add(new RunDetails.Figure("pairs", "pairs", s.pairs(), "",
                    "P - f_T' processors pass their value to a core and get the result back"));
        }
        long value = (Long) r.held()[0];
        long P = r.model().P();
        List<RunDetails.Field> fields = List.of(
                new RunDetails.Field.Checked("lowerBound", "lower bound", r.lowerBound(), r.measured()),
                new RunDetails.Field.Text("operator", "operator", "sum", "long addition, processor i holds i+1"),
                new RunDetails.Field.Computed("value", "value", Long.toString(value),
                        "held by all " + P + " processors; P(P+1)/2 = " + SummationOperator.triangular(P),
                        json -> json.writeNumber(value)));
        return new RunSummary("allreduce", parameters, NamedParameters.of(r.algorithm().label()), r.measured(), r.bound(),
                RunSummary.RunStats.of(r.run().result()), r.run().capacity(), figures, null,
                RunDetails.PerProcessor.finishTimes(r.run().result()), null, fields);
    }

    static final class AlgorithmConverter implements ITypeConverter<CombiningAlgorithm> {
        @Override
        public CombiningAlgorithm convert(String value) {
            return Labels.find(CombiningAlgorithm.values(), CombiningAlgorithm::label, value, "allreduce algorithm");
        }
    }
}
