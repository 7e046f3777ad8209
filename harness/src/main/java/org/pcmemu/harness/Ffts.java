package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.pcmemu.models.Bound;
import org.pcmemu.algorithms.fft.FftAlgorithm;
import org.pcmemu.algorithms.fft.FftLayout;
import org.pcmemu.algorithms.fft.FftProblem;
import org.pcmemu.algorithms.fft.FftReport;
import org.pcmemu.algorithms.fft.RemapOrder;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The registry's fft: the LogP paper's FFT (section 4.1) in the three layouts and the hybrid
 * layout's remap orders, on LogP, postal or BSP, with the computation and the communication (the
 * hybrid layout's remap) each measured against its bound, and the output's largest difference
 * from the sequential FFT.
 */
final class Ffts {
    static final Problem PROBLEM = new Problem("fft",
            "an n-point FFT under three data layouts (LogP paper section 4.1)",
            List.of("The LogP paper's FFT (section 4.1) on n random points: cyclic, blocked or hybrid layout; the"
                            + " hybrid layout's one all-to-all remap in the naive or the staggered order"
                            + " (hybrid-staggered, hybrid-naive, cyclic, blocked).",
                    "Reports the whole run, the computation (c (n/P) log n) and the remap (g(n/P - n/P^2) + L for"
                            + " g >= 2o, (n/P) max(local + 2o, g) + L with local work; on BSP one h-relation), each"
                            + " measured against its bound, and maxError, the largest difference from the sequential"
                            + " FFT (JTransforms). The example is the paper's Figure 6 in small: the naive remap"
                            + " stalls, the staggered one does not."),
            List.of("pcmemu run fft --model logp --P 16 --points 65536 --algorithm hybrid-naive"),
            new Problem.Retired(List.of("layout", "remap"), "--algorithm", Ffts::algorithmOf));

    private Ffts() {
    }

    static void register(List<Algorithm> all) {
        Parameter points = Parameter.required("points", 1, "n, a power of two (hybrid: at least P^2)");
        Parameter c = Parameter.withDefault("c", 1, 0, "cycles per butterfly node");
        Parameter local = Parameter.withDefault("local", 0, 0, "cycles of local work per point in the remap");
        Parameter seed = Parameter.withDefault("seed", 1, 0, "seed of the random input");
        for (FftAlgorithm a : FftAlgorithm.values()) {
            String help = switch (a) {
                case HYBRID_STAGGERED -> "hybrid layout, staggered remap (LogP paper section 4.1): g(n/P - n/P^2) + L";
                case HYBRID_NAIVE -> "hybrid layout, naive remap, everyone to 0 first: at least the paper's time";
                case CYCLIC -> "cyclic layout, log P exchanges: (n/P) log n + (g n/P + L) log P";
                case BLOCKED -> "blocked layout, log P exchanges: (n/P) log n + (g n/P + L) log P";
            };
            all.add(new Algorithm("fft", a.label(), Runs.LOGP_FAMILY, a.layout() == FftLayout.HYBRID
                    ? List.of(points, c, local, seed) : List.of(points, c, seed), help,
                    (m, p, o) -> fftReport(m, p, Runs.fitting(() -> FftReport.run(m.logP(), problem(m, p), a, o))),
                    SpreadClaim.NO_LATER)); // docs/algorithms.md, "Under a latency spread"
            all.add(new Algorithm("fft", a.label(), EnumSet.of(ModelKind.BSP), List.of(points, c, seed),
                    a.layout() == FftLayout.HYBRID
                            ? "hybrid layout, remap as one h-relation (" + a.order().label() + " order): equals"
                            : help.substring(0, help.indexOf(':')) + " as h-relations: equals",
                    (m, p, o) -> fftReport(m, p, Runs.fitting(() -> FftReport.run(m.bsp(), problem(m, p), a, o)))));
        }
    }

    private static FftProblem problem(Machine m, Map<String, Long> p) {
        long n = p.get("points");
        if (n > FftProblem.MAX_POINTS) {
            throw new InvalidParameterException("points must be a power of two between 1 and 2^24, got " + n);
        }
        return new FftProblem((int) n, m.processors(), p.get("c"), p.getOrDefault("local", 0L), p.get("seed"));
    }

    private static Report fftReport(Machine m, Map<String, Long> p, FftReport r) {
        Map<String, Number> figures = Runs.figures("compute", r.compute().measured(), "computeBound",
                r.compute().bound().value(), r.communicationName(), r.communication().measured(),
                r.communicationName() + "Bound", r.communication().bound().value(), "scheduleBound",
                r.schedule().value(), "maxError", r.maxError());
        if (r.logP() != null) {
            figures.put("period", r.period());
            figures.put("receiveDelay", r.delay());
            return Runs.report("fft", m, r.algorithm().label(), p, r.measured(), r.bound(), r.logP(), figures,
                    details(r));
        }
        return Runs.report("fft", m, r.algorithm().label(), p, r.measured(), r.bound(), r.result(), figures,
                details(r));
    }

    /* What run prints: the layout and remap by name, the parts against their bounds, the supersteps on BSP. */
    private static RunDetails details(FftReport r) {
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
            boolean interleaved = r.algorithm() == FftAlgorithm.HYBRID_STAGGERED;
            figures.add(new RunDetails.Figure("period", "send period", r.period(), "cycles", interleaved
                    ? "the plan's last two sends apart" : "D of the plan"));
            figures.add(new RunDetails.Figure("receiveDelay", "receive delay", r.delay(), "cycles", interleaved
                    ? "the longest a message waits between arrival and reception"
                    : "delta: receptions shifted off the sends (0 for the naive order)"));
        } else {
            figures.add(new RunDetails.Figure("barriers", "last barrier", r.barriers(), "cycles",
                    "emulated: supersteps that send nothing, beyond their work"));
        }
        List<RunDetails.Field> fields = List.of(part("compute", r.compute()),
                part(r.communicationName(), r.communication()),
                new RunDetails.Field.Checked("scheduleBound", "schedule bound", r.schedule(), r.scheduleMeasured()));
        RunDetails.Supersteps supersteps = r.bsp() == null ? null
                : new RunDetails.Supersteps(RunDetails.Supersteps.pricing(r.bsp().model().convention()), r.supersteps());
        return new RunDetails(parameters, Map.of(), figures, fields, null, supersteps, null);
    }

    /* A part of the run: "key": {"measured", "bound", "claim", "holds", "source"}. */
    private static RunDetails.Field part(String key, FftReport.Part p) {
        Bound b = p.bound();
        return new RunDetails.Field.Computed(key, key, RunDetails.cycles(p.measured()) + " measured",
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

    /*
     * The retired --layout and --remap as the one --algorithm name they meant: --layout hybrid
     * (the default) with --remap staggered (the default) or naive, or --layout cyclic or blocked.
     */
    private static String algorithmOf(Map<String, String> given) {
        FftLayout layout = given.containsKey("layout") ? label(FftLayout.values(), FftLayout::label,
                given.get("layout")) : FftLayout.HYBRID;
        RemapOrder remap = given.containsKey("remap") ? label(RemapOrder.values(), RemapOrder::label,
                given.get("remap")) : RemapOrder.STAGGERED;
        if (layout == null || remap == null) {
            return "--algorithm " + String.join("|", Arrays.stream(FftAlgorithm.values()).map(FftAlgorithm::label)
                    .toList());
        }
        String name = "--algorithm " + FftAlgorithm.of(layout, remap).label();
        return layout != FftLayout.HYBRID && given.containsKey("remap")
                ? name + " (the " + layout.label() + " layout has no remap)" : name;
    }

    private static <T> T label(T[] values, Function<T, String> label, String name) {
        return Arrays.stream(values).filter(v -> label.apply(v).equalsIgnoreCase(name)).findFirst().orElse(null);
    }
}
