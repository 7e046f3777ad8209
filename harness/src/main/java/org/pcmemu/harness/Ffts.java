package org.pcmemu.harness;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.fft.FftAlgorithm;
import org.pcmemu.algorithms.fft.FftLayout;
import org.pcmemu.algorithms.fft.FftProblem;
import org.pcmemu.algorithms.fft.FftReport;

/** The registry's fft: the three layouts and the hybrid remap orders (LogP paper section 4.1). */
final class Ffts {
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
                    (m, p, o) -> fftReport(m, p, Runs.fitting(() -> FftReport.run(m.logP(), problem(m, p), a, o)))));
            all.add(new Algorithm("fft", a.label(), EnumSet.of(ModelKind.BSP), List.of(points, c, seed),
                    a.layout() == FftLayout.HYBRID
                            ? "hybrid layout, remap as one h-relation (" + a.order().label() + " order): equals"
                            : help.substring(0, help.indexOf(':')) + " as h-relations: equals",
                    (m, p, o) -> fftReport(m, p, Runs.fitting(() -> FftReport.run(m.bsp(), problem(m, p), a, o)))));
        }
    }

    private static FftProblem problem(Machine m, Map<String, Long> p) {
        return new FftProblem(Math.toIntExact(Math.min(Integer.MAX_VALUE, p.get("points"))), m.processors(),
                p.get("c"), p.getOrDefault("local", 0L), p.get("seed"));
    }

    private static Report fftReport(Machine m, Map<String, Long> p, FftReport r) {
        Map<String, Number> figures = Runs.figures("compute", r.compute().measured(), "computeBound",
                r.compute().bound().value(), r.communicationName(), r.communication().measured(),
                r.communicationName() + "Bound", r.communication().bound().value(), "scheduleBound",
                r.schedule().value(), "maxError", r.maxError());
        if (r.logP() != null) {
            figures.put("period", r.period());
            figures.put("receiveDelay", r.delay());
            return Runs.report("fft", m, r.algorithm().label(), p, r.measured(), r.bound(), r.logP(), figures);
        }
        return Runs.report("fft", m, r.algorithm().label(), p, r.measured(), r.bound(), r.result(), figures);
    }
}
