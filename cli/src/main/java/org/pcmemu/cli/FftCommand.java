package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.fft.FftAlgorithm;
import org.pcmemu.algorithms.fft.FftLayout;
import org.pcmemu.algorithms.fft.FftProblem;
import org.pcmemu.algorithms.fft.FftReport;
import org.pcmemu.algorithms.fft.RemapOrder;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.ModelKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run fft}: the LogP paper's FFT (section 4.1) on LogP, postal or BSP, with the
 * computation and the communication (the hybrid layout's remap) each measured against its bound,
 * and the output's largest difference from the sequential FFT.
 */
@Command(name = "fft",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "The LogP paper's FFT (section 4.1) on n random points: cyclic, blocked or hybrid layout; the hybrid"
                    + " layout's one all-to-all remap in the naive or the staggered order.",
            "",
            "Reports the whole run, the computation (c (n/P) log n) and the remap (g(n/P - n/P^2) + L for g >= 2o,"
                    + " (n/P) max(local + 2o, g) + L with local work; on BSP one h-relation), each measured against"
                    + " its bound, and maxError, the largest difference from the sequential FFT (JTransforms).",
            "",
            "Example (the paper's Figure 6 in small: the naive remap stalls, the staggered one does not):",
            "  pcmemu run fft --P 16 --L 6 --o 2 --g 4 --points 65536 --remap naive",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class FftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--points", paramLabel = "N", required = true,
            description = "n, the number of points: a power of two, at least P (hybrid: at least P^2), at most 2^24.")
    long points;

    @Option(names = "--layout", paramLabel = "NAME", defaultValue = "hybrid", converter = LayoutConverter.class,
            description = "cyclic, blocked or hybrid (cyclic for the first log P columns, one remap, blocked for the"
                    + " rest). Default: ${DEFAULT-VALUE}.")
    FftLayout layout;

    @Option(names = "--remap", paramLabel = "ORDER", defaultValue = "staggered", converter = RemapConverter.class,
            description = "hybrid layout: staggered (processor i sends to i+1 first, then i+2, ...) or naive (everyone"
                    + " to 0 first, then 1, ...). Default: ${DEFAULT-VALUE}.")
    RemapOrder remap;

    @Option(names = "--c", paramLabel = "CYCLES", defaultValue = "1",
            description = "Cycles per butterfly node (one complex multiply-add), at least 0. Default: ${DEFAULT-VALUE}.")
    long c;

    @Option(names = "--local", paramLabel = "CYCLES",
            description = "logp, postal: cycles of local work per point in the remap (section 4.1.4's load/store),"
                    + " at least 0. Default: 0.")
    Long local;

    @Option(names = "--algorithm", paramLabel = "NAME", completionCandidates = FftNames.class,
            description = "The layout and remap as one name, as compare and sweep write it: ${COMPLETION-CANDIDATES}"
                    + " (hybrid-staggered is --layout hybrid --remap staggered). Default: hybrid-staggered.")
    String algorithmName;

    /** The FFT's registered names. */
    static final class FftNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(FftAlgorithm.values()).map(FftAlgorithm::label).iterator();
        }
    }

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1",
            description = "Seed of the random input. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        if (algorithmName != null) {
            for (String option : List.of("--layout", "--remap")) {
                if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                    throw new InvalidParameterException("--algorithm names the layout and the remap; give it or "
                            + option + ", not both");
                }
            }
            FftAlgorithm named = Labels.lookup(FftAlgorithm.values(), FftAlgorithm::label, algorithmName)
                    .orElseThrow(() -> new InvalidParameterException("unknown fft algorithm '" + algorithmName + "'"
                            + org.pcmemu.harness.Suggestions.didYouMean(algorithmName,
                                    java.util.Arrays.stream(FftAlgorithm.values()).map(FftAlgorithm::label).toList())
                            + " (known: " + Labels.list(FftAlgorithm.values(), FftAlgorithm::label) + ")"));
            layout = named.layout();
            remap = named.order() == null ? remap : named.order();
        }
        FftAlgorithm algorithm = FftAlgorithm.of(layout, remap);
        if (layout != FftLayout.HYBRID) { // no remap: its order and its local work mean nothing
            for (String option : List.of("--remap", "--local")) {
                if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                    throw new InvalidParameterException(option + " applies to the hybrid layout's remap, not to --layout "
                            + layout.label());
                }
            }
        }
        emulator.checkOutputs();
        FftReport report;
        if (machine.model() == ModelKind.BSP) {
            if (local != null) {
                throw new InvalidParameterException("--local applies to the logp and postal models (section 4.1.4's"
                        + " LogP analysis), not to bsp");
            }
            report = FftReport.run(machine.bsp(), problem(machine.bsp().p()), algorithm, emulator.runOptions());
        } else {
            var model = machine.logP();
            report = FftReport.run(model, problem(model.P()), algorithm, emulator.runOptions());
        }
        RunSummary summary = emulator.written(summary(report), report.result());
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    private FftProblem problem(int processors) {
        if (points < 1 || points > FftProblem.MAX_POINTS) {
            throw new InvalidParameterException("--points must be a power of two between 1 and 2^24, got " + points);
        }
        FftProblem f = new FftProblem((int) points, processors, c, local == null ? 0 : local, seed);
        f.requireFor(layout);
        return f;
    }

    private RunSummary summary(FftReport r) {
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("layout", r.algorithm().layout().label());
        if (r.algorithm().layout() == FftLayout.HYBRID) {
            parameters.put("remap", r.algorithm().order().label());
        }
        parameters.put("points", (long) r.problem().n());
        parameters.put("c", r.problem().c());
        if (r.logP() != null) {
            parameters.put("local", r.problem().local());
        }
        parameters.put("seed", r.problem().seed());
        List<RunDetails.Figure> figures = new ArrayList<>();
        figures.add(new RunDetails.Figure("maxError", "max error", r.maxError(), "",
                "largest |X[k] - emulated X[k]| against the sequential FFT (JTransforms)"));
        if (r.logP() != null) {
            figures.add(new RunDetails.Figure("period", "send period", r.period(), "cycles", "D of the plan"));
            figures.add(new RunDetails.Figure("receiveDelay", "receive delay", r.delay(), "cycles",
                    "delta: receptions shifted off the sends (0 for the naive order)"));
        } else {
            figures.add(new RunDetails.Figure("barriers", "last barrier", r.barriers(), "cycles",
                    "emulated: supersteps that send nothing, beyond their work"));
        }
        List<RunDetails.Field> fields = List.of(part("compute", "compute", r.compute()),
                part(r.communicationName(), r.communicationName(), r.communication()),
                new RunDetails.Field.Checked("scheduleBound", "schedule bound", r.schedule(), r.scheduleMeasured()));
        RunDetails.Supersteps supersteps = r.bsp() == null ? null
                : new RunDetails.Supersteps(BspBroadcastSummary.pricing(r.bsp().model().convention()), r.supersteps());
        return new RunSummary("fft", machine.parameters(), new NamedParameters(r.algorithm().label(), parameters),
                r.measured(), r.bound(), RunSummary.RunStats.of(r.result()), r.logP() == null ? null
                : r.logP().capacity(), figures, supersteps, null, null, fields);
    }

    /* A part of the run: "key": {"measured", "bound", "claim", "holds", "source"}. */
    private static RunDetails.Field part(String key, String label, FftReport.Part p) {
        Bound b = p.bound();
        return new RunDetails.Field.Computed(key, label, RunDetails.cycles(p.measured()) + " measured",
                b.claim().label() + " " + b.value() + " (" + (p.holds() ? "holds" : "DOES NOT HOLD") + "): "
                        + b.source(), json -> {
                            json.writeStartObject();
                            json.writeNumberField("measured", p.measured());
                            json.writeNumberField("bound", b.value());
                            json.writeStringField("claim", b.claim().label());
                            json.writeBooleanField("holds", p.holds());
                            json.writeStringField("source", b.source());
                            json.writeEndObject();
                        });
    }

    static final class LayoutConverter implements ITypeConverter<FftLayout> {
        @Override
        public FftLayout convert(String value) {
            return Labels.find(FftLayout.values(), FftLayout::label, value, "layout");
        }
    }

    static final class RemapConverter implements ITypeConverter<RemapOrder> {
        @Override
        public RemapOrder convert(String value) {
            return Labels.find(RemapOrder.values(), RemapOrder::label, value, "remap order");
        }
    }
}
