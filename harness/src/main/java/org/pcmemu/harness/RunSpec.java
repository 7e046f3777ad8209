package org.pcmemu.harness;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.WallClockTimeoutException;

/**
 * One run: a problem, a machine, an algorithm by name, its parameters and the run options. A
 * run spec goes in ({@link #run()}), one {@link Report} comes out.
 *
 * @param parameters  the algorithm's parameters as given; the registered defaults fill the rest
 * @param catalog     where the algorithm is registered: the built-in ones, or those and a user's program
 */
public record RunSpec(String problem, Machine machine, String algorithm, Map<String, Long> parameters,
                      RunOptions options, Catalog catalog) {

    public RunSpec {
        parameters = Map.copyOf(parameters);
    }

    /** A run of a built-in algorithm. */
    public RunSpec(String problem, Machine machine, String algorithm, Map<String, Long> parameters,
                   RunOptions options) {
        this(problem, machine, algorithm, parameters, options, Registry.BUILT_IN);
    }

    /** The registered algorithm this spec names, or a clear error. */
    public Algorithm resolve() {
        return catalog.find(problem, machine.kind(), algorithm);
    }

    /**
     * The parameters with the defaults filled in, checked against the registered ones; the
     * machine's values are checked too (by building its model), so a bad spec fails here, before
     * any run.
     */
    public Map<String, Long> completeParameters() {
        machine.check();
        machine.checkOptions(options);
        Algorithm a = resolve();
        Map<String, Long> all = new LinkedHashMap<>();
        for (String name : parameters.keySet()) {
            if (a.parameters().stream().noneMatch(p -> p.name().equals(name))) {
                throw new InvalidParameterException(problem + " " + a.name() + " on " + machine.kind().label()
                        + " takes no parameter '" + name + "'" + catalog.takes(a, machine.kind(), name));
            }
        }
        for (Parameter p : a.parameters()) {
            Long v = parameters.getOrDefault(p.name(), p.defaultValue());
            if (v == null && p.optional()) {
                continue;
            }
            if (v == null) {
                throw new InvalidParameterException(problem + " " + a.name() + " needs " + p.name() + ": " + p.help());
            }
            if (p.isChoice() && (v < 0 || v >= p.choices().size())) {
                throw new InvalidParameterException(p.name() + " is one of " + String.join(", ", p.choices()));
            }
            if (v < p.least()) {
                throw new InvalidParameterException(p.name() + " must be at least " + p.least() + ", got " + v);
            }
            all.put(p.name(), v);
        }
        a.runner().check(all);
        return all;
    }

    /**
     * Runs it: the machine (as the options run it, {@link Machine#ranWith}), the algorithm, its
     * output check, the report; under a latency spread the report checks the algorithm's claim
     * under a spread ({@link Algorithm#spread()}) in place of its exact-latency one. The options' timeout covers the algorithm's planning too, not only
     * the emulated run, which has its own: the runner works on a thread of its own, and if it has
     * not ended {@link #PLANNING_GRACE_NANOS} after the timeout (the run's own would have come
     * first), the run fails with a {@link WallClockTimeoutException} and that thread is left to
     * the process's end.
     *
     * @throws WallClockTimeoutException if planning and running outlast the timeout
     */
    public Report run() {
        Algorithm a = resolve();
        Map<String, Long> complete = completeParameters();
        Machine ran = machine.ranWith(options);
        FutureTask<Report> work = new FutureTask<>(() -> a.runner().run(ran, complete, options));
        Thread worker = Thread.ofPlatform().daemon().name("pcmemu-run " + problem + " " + algorithm).start(work);
        try {
            Report report = work.get(Limits.plus(options.timeoutNanos(), PLANNING_GRACE_NANOS), TimeUnit.NANOSECONDS);
            return options.latencySeed() == 0 ? report : report.underSpread(options.latencySeed(), a.spread());
        } catch (TimeoutException e) {
            worker.interrupt();
            throw new WallClockTimeoutException("wall-clock timeout after " + options.timeoutText() + " while "
                    + problem + " " + algorithm + " on " + ran.label() + " was planned (its plan grows with the"
                    + " parameters: choose smaller ones, or a longer --timeout)");
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new EmulationException("interrupted while waiting for the run", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new EmulationException(e.getCause().toString(), e.getCause());
        }
    }

    /**
     * How long past the timeout a run may take before its planning is blamed: the emulated run's
     * own timeout, which names the processors that had not finished, comes first.
     */
    static final long PLANNING_GRACE_NANOS = 1_000_000_000L;
}
