package org.pcmemu.harness;

import java.util.AbstractList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;

/**
 * A sweep: one problem on one model, every point of a parameter grid for every chosen algorithm,
 * in one JVM. Each point is a {@link RunSpec}; its report is appended to a {@link ReportFile} as it
 * completes (in grid order), and points already in the file are skipped, so a killed sweep
 * resumes where it stopped.
 *
 * @param grid     the processor count, the model's parameters and the algorithms' parameters
 * @param catalog  where the algorithms are registered
 */
public record Sweep(String problem, ModelKind model, List<String> algorithms, Grid grid, RunOptions options,
                    Catalog catalog) {

    /** A sweep of built-in algorithms. */
    public Sweep(String problem, ModelKind model, List<String> algorithms, Grid grid, RunOptions options) {
        this(problem, model, algorithms, grid, options, Registry.BUILT_IN);
    }

    /** Told of each point as it is written or skipped. */
    @FunctionalInterface
    public interface Listener {
        void point(int done, int total, RunSpec spec, Report report);
    }

    /**
     * Every point as a run spec, algorithm by algorithm, the grid's last parameter varying fastest:
     * a view that makes each spec when it is asked for, so that a grid's size costs no memory.
     */
    public List<RunSpec> specs() {
        List<Map<String, String>> points = grid.points();
        List<Algorithm> chosen = algorithms.stream().map(name -> catalog.find(problem, model, name)).toList();
        long size = (long) chosen.size() * points.size();
        if (size > Integer.MAX_VALUE) {
            throw new InvalidParameterException("the sweep has " + size + " points, more than it can hold");
        }
        return new AbstractSpecs((int) size) {
            @Override
            public RunSpec get(int index) {
                Objects.checkIndex(index, size());
                return spec(chosen.get(index / points.size()), points.get(index % points.size()));
            }
        };
    }

    /* A list of specs made when asked for. */
    abstract static class AbstractSpecs extends AbstractList<RunSpec> implements RandomAccess {
        private final int size;

        AbstractSpecs(int size) {
            this.size = size;
        }

        @Override
        public int size() {
            return size;
        }
    }

    /** The specs of {@code all} at {@code indices} (ascending), a view. */
    static List<RunSpec> at(List<RunSpec> all, int[] indices) {
        return new AbstractSpecs(indices.length) {
            @Override
            public RunSpec get(int index) {
                return all.get(indices[index]);
            }
        };
    }

    /**
     * Checks the grid's names: each is the processor count ({@link ReportFile#PROCESSORS}, on every
     * model), a model parameter or some chosen algorithm's.
     */
    public void checkNames() {
        for (String name : grid.names()) {
            boolean known = name.equals(ReportFile.PROCESSORS) || model.parameters().contains(name);
            for (String algorithm : algorithms) {
                known |= catalog.find(problem, model, algorithm).parameters().stream()
                        .anyMatch(p -> p.name().equals(name));
            }
            if (!known) {
                throw new InvalidParameterException("--" + name + " does not apply to " + problem + " on the "
                        + model.label() + " model (it takes --" + ReportFile.PROCESSORS + ", "
                        + String.join(", ", model.parameters().stream().map(n -> "--" + n).toList())
                        + " and the algorithms' parameters; see pcmemu list)");
            }
        }
        if (!grid.names().contains(ReportFile.PROCESSORS)) {
            throw new InvalidParameterException("missing --" + ReportFile.PROCESSORS + ": the processor count");
        }
    }

    /** What a run of the sweep did: the points it ran, and the reports whose claim does not hold. */
    public record Outcome(int run, List<Report> broken) {
    }

    /**
     * The sweep's points against a report file: all of them, and those not yet in it.
     *
     * @param total  every point of the sweep
     * @param todo   the points not yet in the file, in grid order
     */
    public record Plan(int total, List<RunSpec> todo) {
        public Plan {
            todo = Collections.unmodifiableList(todo); // a view of specs made when asked for: not copied
        }

        /** Points already in the file before the run. */
        public int done() {
            return total - todo.size();
        }
    }

    /** The points of this sweep not yet in {@code out}. */
    public Plan plan(ReportFile out) {
        return plan(out, Shard.WHOLE);
    }

    /** The points of {@code shard} of this sweep ({@link Shard#select}) not yet in {@code out}. */
    public Plan plan(ReportFile out, Shard shard) {
        List<RunSpec> all = shard.select(specs());
        int[] todo = new int[all.size()];
        int n = 0;
        for (int i = 0; i < all.size(); i++) {
            if (!out.contains(all.get(i))) {
                todo[n++] = i;
            }
        }
        return new Plan(all.size(), n == all.size() ? all : at(all, Arrays.copyOf(todo, n)));
    }

    /** Runs every point not yet in {@code out}: {@link #run(Plan, ReportFile, int, Listener)} of {@link #plan}. */
    public Outcome run(ReportFile out, int jobs, Listener listener) {
        return run(plan(out), out, jobs, listener);
    }

    /**
     * Runs the points of {@code plan}, {@code jobs} at a time, and appends each report in grid
     * order as soon as it and the points before it are done. At most 2 jobs points are in flight,
     * so memory does not grow with the grid. Stops when {@code out} takes no more lines
     * ({@link ReportFile#seal}: the process is ending).
     */
    public Outcome run(Plan plan, ReportFile out, int jobs, Listener listener) {
        List<RunSpec> todo = plan.todo();
        List<Report> broken = new ArrayList<>();
        int done = plan.done();
        int run = 0;
        int window = 2 * Math.max(1, jobs);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs));
        try {
            ArrayDeque<Future<Report>> inFlight = new ArrayDeque<>();
            int next = 0;
            for (int i = 0; i < todo.size(); i++) {
                while (next < todo.size() && inFlight.size() < window) {
                    inFlight.add(pool.submit(todo.get(next++)::run));
                }
                Report r = await(inFlight.poll());
                if (!out.append(r)) {
                    break;
                }
                run++;
                if (!r.holds()) {
                    broken.add(r);
                }
                listener.point(++done, plan.total(), todo.get(i), r);
            }
        } finally {
            pool.shutdownNow();
        }
        return new Outcome(run, broken);
    }

    private RunSpec spec(Algorithm a, Map<String, String> point) {
        Map<String, String> machine = new LinkedHashMap<>();
        Map<String, Long> parameters = new LinkedHashMap<>();
        int processors = 0;
        for (Map.Entry<String, String> e : point.entrySet()) {
            String name = e.getKey();
            if (name.equals(ReportFile.PROCESSORS)) {
                processors = processorCount(e.getValue());
            } else if (model.parameters().contains(name)) {
                machine.put(name, e.getValue());
            } else if (a.parameters().stream().anyMatch(p -> p.name().equals(name))) {
                parameters.put(name, Long.parseLong(e.getValue()));
            }
        }
        return new RunSpec(problem, new Machine(model, processors, machine), a.name(), parameters, options, catalog);
    }

    private int processorCount(String value) {
        long v = Long.parseLong(value);
        if (v < 1 || v > Integer.MAX_VALUE) {
            throw new InvalidParameterException(ReportFile.PROCESSORS + " must be between 1 and 2^28, got " + v);
        }
        return (int) v;
    }

    private static Report await(Future<Report> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmulationException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new EmulationException(e.getCause().toString(), e.getCause());
        }
    }
}
