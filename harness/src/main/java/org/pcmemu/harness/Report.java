package org.pcmemu.harness;

import java.util.Map;
import java.util.OptionalLong;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.WindowRunResult;
import org.pcmemu.emulator.trace.Trace;

/**
 * What one run spec gives, the same record for every model and algorithm: the measured model cost
 * next to the analytic bound, the emulator's counts, and the algorithm's own figures. Every
 * algorithm checks its output (who got what, the computed value) before a report exists; a run
 * whose output is wrong ends with an error instead.
 *
 * @param parameters  the algorithm's parameters as given, defaults filled in (a value the
 *                    algorithm chose itself, such as best's k, is among the figures)
 * @param measured    model cycles, from the emulated run
 * @param bound       the paper's bound and the claim relating it to {@code measured}, or null for
 *                    none (a user's program that declares none)
 * @param steps       synchronization steps: windows (LogP, postal) or priced steps (BSP, H-PRAM, D-BSP)
 * @param figures     further numbers of the algorithm, by name (cycles or counts)
 * @param result      the emulator's result of the run (its trace if the run options asked for one)
 * @param details     what {@code run} prints beyond these: labelled figures, further bounds, the
 *                    capacity check, supersteps, per-processor values
 * @param spread      the latency spread the run took ({@code --latency-spread}), or null for
 *                    latencies of exactly L
 */
public record Report(String problem, Machine machine, String algorithm, Map<String, Long> parameters, long measured,
                     Bound bound, long messages, long words, long steps, double wallMillis,
                     Map<String, Number> figures, RunResult result, RunDetails details, Spread spread) {

    public Report {
        parameters = Map.copyOf(parameters);
        figures = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(figures));
    }

    /**
     * A run under a latency spread: its seed, the bound its algorithm gives for latency exactly L,
     * and why no claim is checked where none holds.
     *
     * @param seed     the {@code --latency-spread} seed, not 0
     * @param exact    the algorithm's bound for latency L (shown, not checked), or null for none
     * @param unclaimed why no claim holds under the spread, or "" where one is checked
     */
    public record Spread(long seed, Bound exact, String unclaimed) {
    }

    /**
     * This report of a run under the latency spread {@code seed}: the bound becomes the one
     * {@code claim} declares (none where none holds), and the further bounds of the details, which
     * the papers give for latency L, are shown without being checked.
     *
     * @param seed   the spread's seed
     * @param claim  the algorithm's claim under a spread
     * @return the report
     */
    public Report underSpread(long seed, SpreadClaim claim) {
        Bound checked = claim.of(bound);
        Spread s = new Spread(seed, bound, checked == null && bound != null ? claim.reason() : "");
        return new Report(problem, machine, algorithm, parameters, measured, checked, messages, words, steps,
                wallMillis, figures, result, details.atExactLatencyOnly(), s);
    }

    /** The run's per-event trace, or null unless the run options asked for one. */
    public Trace trace() {
        return result.trace();
    }

    /** Whether the run has a bound to be measured against. */
    public boolean hasBound() {
        return bound != null;
    }

    /** The bound's claim, or null without a bound. */
    public Claim claim() {
        return bound == null ? null : bound.claim();
    }

    /** Whether the claim holds; true without a bound (nothing is claimed). */
    public boolean holds() {
        return bound == null || bound.holdsFor(measured);
    }

    /** measured / bound; NaN without a bound. */
    public double ratio() {
        return bound == null ? Double.NaN : bound.ratio(measured);
    }

    /** The window engine's synchronization windows (LogP, postal); empty for a barrier-engine run. */
    public OptionalLong windows() {
        return result instanceof WindowRunResult w ? OptionalLong.of(w.windows()) : OptionalLong.empty();
    }

    /**
     * The barrier engine's priced steps (BSP, H-PRAM, D-BSP): on BSP its supersteps; on H-PRAM and
     * D-BSP every sub-machine's steps, the parts of a partition each counted
     * ({@link BarrierRunResult#stepList()}); empty for a window-engine run.
     */
    public OptionalLong supersteps() {
        return result instanceof BarrierRunResult b ? OptionalLong.of(b.steps()) : OptionalLong.empty();
    }
}
