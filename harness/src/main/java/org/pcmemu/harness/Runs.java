package org.pcmemu.harness;

import java.util.Set;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.pcmemu.models.Bound;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.logp.CapacityReport;
import org.pcmemu.models.logp.LogPRun;

/** The registry's helpers of every problem's runners: a report from a run, its figures, costs that fit. */
final class Runs {
    /**
     * The models of the LogP family: logp, postal and loggp. The built-in algorithms send one-word
     * messages, so on loggp (one byte each) G never applies and they give their logp results.
     */
    static final Set<ModelKind> LOGP_FAMILY = EnumSet.of(ModelKind.LOGP, ModelKind.POSTAL, ModelKind.LOGGP);

    private Runs() {
    }

    /* A cost beyond 64 bits (huge parameters) is bad input, not a failed run. */
    static <T> T fitting(Supplier<T> run) {
        try {
            return run.get();
        } catch (ArithmeticException e) {
            throw new InvalidParameterException("the cost does not fit in 64-bit model time, let alone the 2^62"
                    + " cycles a run counts; choose smaller parameters");
        }
    }

    /* A run whose details are its figures alone, unlabelled. */
    static Report report(String problem, Machine m, String name, Map<String, Long> parameters, long measured,
                         Bound bound, RunResult r, Map<String, Number> figures) {
        return report(problem, m, name, parameters, measured, bound, r, figures, plain(parameters, figures));
    }

    static Report report(String problem, Machine m, String name, Map<String, Long> parameters, long measured,
                         Bound bound, RunResult r, Map<String, Number> figures, RunDetails details) {
        return new Report(problem, m, name, parameters, measured, bound, r.messages(), r.words(), r.steps(),
                r.wallMillis(), figures, r, details, null);
    }

    /* A LogP or postal run: its figures, then what the capacity did (CapacityMode). */
    static Report report(String problem, Machine m, String name, Map<String, Long> parameters, long measured,
                         Bound bound, LogPRun run, Map<String, Number> figures) {
        return report(problem, m, name, parameters, measured, bound, run, figures, plain(parameters, figures));
    }

    /* The same with the details run prints; the capacity's counts join the figures for compare and sweep. */
    static Report report(String problem, Machine m, String name, Map<String, Long> parameters, long measured,
                         Bound bound, LogPRun run, Map<String, Number> figures, RunDetails details) {
        CapacityReport c = run.capacity();
        figures.put("capacityViolations", c.violations());
        figures.put("stalledSends", c.stalledSends());
        figures.put("stallCycles", c.totalStallCycles());
        RunDetails withCapacity = new RunDetails(details.algorithmParameters(), details.modelParameters(),
                details.figures(), details.fields(), c, details.supersteps(), details.perProcessor());
        return report(problem, m, name, parameters, measured, bound, run.result(), figures, withCapacity);
    }

    /* Details that show the parameters and the figures by their keys. */
    private static RunDetails plain(Map<String, Long> parameters, Map<String, Number> figures) {
        List<RunDetails.Figure> shown = new ArrayList<>();
        figures.forEach((k, v) -> shown.add(new RunDetails.Figure(k, k, v, "", "")));
        return RunDetails.of(new LinkedHashMap<>(parameters), shown);
    }

    static Map<String, Number> figures(Object... pairs) {
        Map<String, Number> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], (Number) pairs[i + 1]);
        }
        return out;
    }

    /** n(n+1)/2 without overflowing before the division; an overflow of the result throws. */
    static long triangular(long n) {
        return n % 2 == 0 ? Math.multiplyExact(n / 2, n + 1) : Math.multiplyExact(n, (n + 1) / 2);
    }
}
