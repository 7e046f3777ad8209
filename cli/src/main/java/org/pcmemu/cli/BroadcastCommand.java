package org.pcmemu.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.logp.broadcast.BroadcastAlgorithm;
import org.pcmemu.algorithms.logp.broadcast.BroadcastReport;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run broadcast}: single-item broadcast from processor 0 on LogP or postal
 * (Karp, Sahay, Santos, Schauser), measured against B(P) of TR Theorem 3.1.
 */
@Command(name = "broadcast",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Broadcast one datum from processor 0 on LogP or postal; compare with the optimum B(P).",
            "",
            "Processor 0 holds the datum at time 0; the run ends when all P processors have it. The"
                    + " measured time is set against B(P), the optimal broadcast time of Karp, Sahay, Santos"
                    + " and Schauser (TR Theorem 3.1): the optimal algorithm must equal it, the baselines"
                    + " can be no faster.",
            "",
            "Example (the papers' figure, optimal time 24):",
            "  pcmemu run broadcast --model logp --P 8 --L 6 --o 2 --g 4",
            ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run completed", "1:the run failed (deadlock, timeout, I/O error)", "2:bad input"})
final class BroadcastCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "optimal", converter = AlgorithmConverter.class,
            description = "optimal (the universal tree), flat (the root sends to all) or binomial. Default: ${DEFAULT-VALUE}.")
    BroadcastAlgorithm algorithm;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        LogP model = machine.logP();
        TraceTarget traceTarget = emulator.traceTarget();
        BroadcastReport report = BroadcastReport.run(model, algorithm, emulator.runOptions());
        TraceTarget.WrittenTrace trace = traceTarget == null ? null
                : traceTarget.write(report.run().result().trace());
        output.print(summary(machine.parameters(), report, trace), spec.commandLine().getOut());
        return 0;
    }

    static RunSummary summary(ModelParameters parameters, BroadcastReport r, TraceTarget.WrittenTrace trace) {
        List<RunSummary.Figure> figures = List.of(
                new RunSummary.Figure("closedFormBound", "closed form", r.closedForm(), "cycles",
                        "upper bound on B(P): TR Theorem 3.3"),
                new RunSummary.Figure("sumOfInformationTimes", "sum of times", r.sumOfTimes(), "cycles",
                        "sum of information times: TR Definition 3.7"));
        return new RunSummary("broadcast", r.algorithm().label(), parameters, r.measured(), r.bound(),
                r.run().result(), r.run().capacity(), figures,
                new RunSummary.PerProcessor("informationTimes", "information times (cycles)", r.informationTimes()),
                trace);
    }

    static final class AlgorithmConverter implements ITypeConverter<BroadcastAlgorithm> {
        @Override
        public BroadcastAlgorithm convert(String value) {
            return Labels.find(BroadcastAlgorithm.values(), BroadcastAlgorithm::label, value, "broadcast algorithm");
        }
    }
}
