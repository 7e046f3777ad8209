package org.pcmemu.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.Charts;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.Grid;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Parameter;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.Programs;
import org.pcmemu.harness.ReportFile;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.Shard;
import org.pcmemu.harness.Sweep;
import org.pcmemu.harness.SweepManifest;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code pcmemu sweep}: a parameter grid in one JVM, each point appended to a CSV or JSON Lines
 * file as it completes; rerunning the same command resumes it. The file is locked while the sweep
 * runs ({@link ReportFile#open}); on SIGINT or SIGTERM a shutdown hook says how many points the
 * file holds and how to resume.
 */
@Command(name = "sweep",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        subcommands = SweepMergeCommand.class,
        customSynopsis = {"pcmemu sweep PROBLEM --model MODEL [--NAME VALUES]... --out FILE",
            "       pcmemu sweep merge OUT SHARD..."},
        description = {"Run one problem over a grid of parameters and append one line per point to --out"
                + " (CSV or JSON Lines by the extension). Points already in the file are skipped, so the same"
                + " command resumes a killed or interrupted sweep; a second sweep into a file being written is"
                + " refused.",
            "",
            "Every model and algorithm parameter is an option (--P and the names pcmemu list shows, e.g."
                + " --L, --k, --items; --p is --P; a model parameter left out takes its default) whose value is a"
                + " number N, a list A,B,C, a range A..B (step 1), A..B:STEP or A..B:log2 (the powers of 2"
                + " between the ends, and the ends); --cost, --capacity and --receive take a list of labels"
                + " (enforce,check), --latency and --bandwidth one function; several ranges give their"
                + " product.",
            "",
            "sweep custom FILE.java ... sweeps your own program (docs/custom-algorithms.md): its @Param fields are"
                + " parameters too, and --bound FORMULA checks a bound of yours at every point. sweep goal FILE.goal"
                + " ... sweeps a GOAL schedule over the model's parameters; its P is the schedule's num_ranks"
                + " (docs/goal.md).",
            "",
            "On a cluster (docs/cluster.md): --shard I/N runs one of N slices of the grid into its own file,"
                + " sweep merge joins the slices' files into the file of the whole sweep, and --slurm FILE.sbatch"
                + " writes a Slurm job array that does both."},
        footer = {"", "Examples:",
            "  pcmemu sweep broadcast --model logp --P 2..100000:log2 --L 6 --o 2 --g 4",
            "      --algorithm optimal,binomial,flat --out runs.csv --plot runs.svg",
            "  pcmemu sweep broadcast --model logp --P 2..100000:log2 --out runs.csv",
            "      --slurm runs.sbatch --shards 8 --time-limit 1:00:00"},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN,
            "130:interrupted (Ctrl-C); the same command resumes"})
final class SweepCommand implements Callable<Integer> {
    /* The most points one sweep lists (each is a spec in memory before the first runs), even with --yes. */
    private static final long MOST_POINTS = 100_000_000L;

    @Spec
    CommandSpec spec;

    /* Not required for picocli (nor --model and --out): a required one would be required of sweep merge too. */
    @Parameters(index = "0", arity = "0..1", paramLabel = "PROBLEM",
            completionCandidates = AlgorithmNames.Problems.class,
            description = "One of: ${COMPLETION-CANDIDATES}; custom is your own program, FILE.java; goal a GOAL"
                    + " schedule, FILE.goal.")
    String problem;

    @Option(names = "--model", paramLabel = "MODEL",
            description = "logp, postal, loggp, bsp, hpram or dbsp (required).")
    String model;

    @Option(names = "--algorithm", paramLabel = "NAMES", split = ",",
            description = "The algorithms (comma-separated); default: every registered one for the model.")
    List<String> algorithms = new ArrayList<>();

    @Option(names = "--out", paramLabel = "FILE",
            description = "Where the points go (required): FILE.csv or FILE.jsonl; appended to, resumed from, and"
                    + " locked while the sweep runs. - writes them to standard output (CSV, or JSON Lines with"
                    + " --jsonl), nothing resumed.")
    Path out;

    @Option(names = "--jsonl", description = "With --out -: JSON Lines instead of CSV.")
    boolean jsonl;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Points run at once (each is already parallel inside). Default: ${DEFAULT-VALUE}.")
    int jobs;

    @Option(names = "--plot", paramLabel = "FILE",
            description = "Also draw measured and bound against the swept parameter: FILE.svg or FILE.png.")
    Path plot;

    @Option(names = "--yes", description = "Run a grid of more than 10^6 points.")
    boolean yes;

    @Option(names = "--shard", paramLabel = "I/N",
            description = "Run only shard I of N (I from 0 to N-1): disjoint slices of the grid, the same on every"
                    + " machine, balanced by P. The file gets a description of the sweep beside it, FILE.sweep.json,"
                    + " which sweep merge reads.")
    String shard;

    @Mixin
    SlurmOptions slurm;

    @Mixin
    ProgramOptions program;

    @Mixin
    HarnessOptions harness;

    private Catalog catalog;

    @Unmatched
    List<String> gridOptions = new ArrayList<>();

    /*
     * Without --algorithm: every registered algorithm for the model whose required parameters the
     * grid gives, as compare does; the others are named in leftOut ("bsp kary: needs k").
     */
    private List<String> runnable(ModelKind kind, Grid grid, List<String> leftOut) {
        List<String> out = new ArrayList<>();
        for (Algorithm a : catalog.requireAlgorithms(problem, kind)) {
            List<String> missing = a.missing(grid.names());
            if (missing.isEmpty()) {
                out.add(a.name());
            } else {
                leftOut.add(kind.label() + " " + a.name() + ": needs " + String.join(", ", missing));
            }
        }
        if (out.isEmpty()) {
            throw new InvalidParameterException("every " + problem + " algorithm on " + kind.label()
                    + " needs a parameter the grid does not give: " + String.join("; ", leftOut));
        }
        return out;
    }

    @Override
    public Integer call() {
        requireGiven();
        Shard part = shard == null ? null : Shard.parse(shard);
        slurm.check(part, out);
        ModelKind kind = ModelKind.of(model);
        program.file = programFile();
        catalog = program.catalogFor(problem);
        catalog.requireProblem(problem);
        if (jobs < 1 || jobs > 256) {
            throw new InvalidParameterException("--jobs must be between 1 and 256, got " + jobs);
        }
        Grid grid = grid();
        if (GoalSchedules.PROBLEM.equals(problem)) {
            goalProcessors(grid);
        }
        catalog.requireAlgorithms(problem, kind);
        List<String> leftOut = new ArrayList<>();
        List<String> chosen = algorithms.isEmpty() ? runnable(kind, grid, leftOut) : algorithms;
        chosen = chosen.stream().map(a -> catalog.find(problem, kind, a).name()).toList();
        Sweep sweep = new Sweep(problem, kind, chosen, grid, harness.runOptions(), catalog);
        sweep.checkNames();
        String points = grid.size() == Long.MAX_VALUE || grid.size() > Long.MAX_VALUE / chosen.size() ? "more than 2^63"
                : Long.toString(grid.size() * chosen.size());
        if (grid.size() > MOST_POINTS / chosen.size()) {
            throw new InvalidParameterException("the grid has " + points + " points, more than the 10^8 one sweep can"
                    + " list; split it into several sweeps into the same --out file");
        }
        if (grid.size() > Grid.LARGE / chosen.size() && !yes) {
            throw new InvalidParameterException("the grid has " + points + " points, more than 10^6; add --yes to run it");
        }
        boolean toStdout = out.toString().equals("-");
        if (part != null && toStdout) {
            throw new InvalidParameterException("--shard writes a file that sweep merge reads, not standard output;"
                    + " give --out FILE.csv or FILE.jsonl");
        }
        if (jsonl && !toStdout) {
            throw new InvalidParameterException("--jsonl is for --out -; a file's format is its extension"
                    + " (" + out + ")");
        }
        if (plot != null) {
            Charts.check(plot);
            OutputDestination.check("--plot", plot);
        }
        if (!toStdout) {
            ReportFile.Format.of(out);
            OutputDestination.check("--out", out);
        }
        List<RunSpec> specs = sweep.specs(); // made as they are asked for: the grid's size costs no memory
        if (specs.size() > Grid.LARGE) { // about 10 µs a point
            spec.commandLine().getErr().println("sweep: checking the " + specs.size() + " points before the first run");
            spec.commandLine().getErr().flush();
        }
        specs.forEach(RunSpec::completeParameters); // bad parameters fail before anything is written
        SweepManifest manifest = new SweepManifest(problem, kind.label(), chosen, grid.axes(), harness.latencySpread,
                programDescription(), part == null ? Shard.WHOLE : part);
        if (slurm.given()) { // the nodes run the points: this machine's heap does not matter
            return slurm.write(spec, sweep, manifest, out, plot);
        }
        long heap = Runtime.getRuntime().maxMemory();
        for (RunSpec s : specs) { // and so does a point that cannot fit in this heap
            HeapCheck.check(problem, s.machine().kind(), s.machine().processors(), heap);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter notes = toStdout ? err : stdout; // standard output holds only the points then
        for (String s : leftOut) {
            notes.println("left out: " + s + " (give it, or name the algorithms with --algorithm)");
        }
        List<Map<String, String>> rows = new ArrayList<>(); // the points for a plot of standard output
        Sweep.Outcome outcome;
        if (part != null || !toStdout && (harness.latencySpread != null || Files.exists(SweepManifest.beside(out)))) {
            prepareShard(manifest); // a file of a spread sweep says so, and its resume checks the seed
        }
        try (ReportFile file = toStdout
                ? ReportFile.stream(stdout, jsonl ? ReportFile.Format.JSONL : ReportFile.Format.CSV)
                : ReportFile.open(out)) {
            Sweep.Plan plan = sweep.plan(file, part == null ? Shard.WHOLE : part);
            Progress progress = new Progress(err);
            Thread hook = new Thread(() -> {
                int done = plan.done() + file.seal();
                progress.finish();
                err.println(interrupted(done, plan.total(), !toStdout));
                err.flush();
            }, "pcmemu-sweep-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                outcome = sweep.run(plan, file, jobs, (done, total, point, report) -> {
                    progress.point(done, total, point, report);
                    if (toStdout && plot != null) {
                        rows.add(ReportFile.expanded(ReportFile.cells(report)));
                    }
                });
            } finally {
                removeHook(hook);
            }
            progress.finish();
            if (file.sealed()) {
                return CommandLine.ExitCode.SOFTWARE; // standard output was closed: Main.execute says so
            }
            notes.println(toStdout ? "sweep: " + outcome.run() + " point(s) run, written to standard output"
                    : "sweep: " + (part == null ? "" : "shard " + part.label() + ": ") + outcome.run()
                    + " point(s) run, " + plan.done() + " already in " + out + ", " + plan.total()
                    + (part == null ? " in all" : " in the shard, " + specs.size() + " in the sweep"));
        }
        if (plot != null) {
            plot(problem + " on " + kind.label(), grid, toStdout ? rows : ReportFile.read(out), plot);
            notes.println("plot: " + plot);
        }
        stdout.flush();
        return ReportOutput.claims(outcome.broken(), spec.commandLine().getErr());
    }

    /** Draws measured and bound of {@code rows} against the grid's first swept parameter (P if none) into {@code plot}. */
    static void plot(String title, Grid grid, List<Map<String, String>> rows, Path plot) {
        String x = grid.swept() == null ? ReportFile.PROCESSORS : grid.swept();
        List<String> others = new ArrayList<>();
        for (String name : grid.names()) {
            if (!name.equals(x) && grid.values(name).size() > 1) {
                others.add(name);
            }
        }
        Charts.write(Charts.sweep(title, rows, x, others, grid.isLogarithmic(x)), plot);
    }

    /* PROBLEM, --model and --out, which picocli does not require (see the fields). */
    private void requireGiven() {
        List<String> missing = new ArrayList<>();
        if (problem == null) {
            missing.add("PROBLEM");
        }
        if (model == null) {
            missing.add("--model MODEL");
        }
        if (out == null) {
            missing.add("--out FILE");
        }
        if (!missing.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "missing " + String.join(", ", missing));
        }
    }

    /*
     * A shard's file, and the file of a sweep under a latency spread, goes with the description of
     * its sweep beside it: written before the first point; when it is there, the same command
     * resumes the file, and another sweep, shard or spread seed is refused. A file without one is
     * not a shard's, and its points ran with every latency L.
     */
    private void prepareShard(SweepManifest manifest) {
        Path beside = SweepManifest.beside(out);
        if (Files.exists(beside)) {
            SweepManifest before = SweepManifest.read(beside);
            String difference = before.difference(manifest, beside.getFileName().toString(), "this command");
            if (difference == null && !before.shard().equals(manifest.shard())) {
                difference = "it is shard " + before.shard().label() + ", not " + manifest.shard().label();
            }
            if (difference != null) {
                throw new InvalidParameterException(out + " holds the points of another sweep or shard ("
                        + difference + "); choose another --out");
            }
        } else if (Files.exists(out) && manifest.shard().equals(Shard.WHOLE)) {
            throw new InvalidParameterException(out + " exists without " + beside.getFileName() + ", so its points"
                    + " ran without --latency-spread; choose another --out");
        } else if (Files.exists(out)) {
            throw new InvalidParameterException(out + " exists without " + beside.getFileName() + ", so not as a"
                    + " shard's file; choose another --out for --shard");
        } else {
            manifest.write(beside);
        }
    }

    /* The user's program of sweep custom, as the sweep's description records it; null for the built-in problems. */
    private SweepManifest.Program programDescription() {
        if (!Programs.PROBLEM.equals(problem)) {
            return null;
        }
        Path file = program.file == null ? null : program.file.toAbsolutePath().normalize();
        return new SweepManifest.Program(file == null ? null : file.toString(),
                file == null ? null : SweepManifest.sha256(file), program.className,
                program.classpath == null ? null : program.classpath.stream()
                        .map(p -> p.toAbsolutePath().normalize().toString()).toList(),
                program.bounds.bound, program.bounds.claim, program.restartable ? "restartable" : program.unstalled ? "unstalled"
                        : "once");
    }

    /**
     * The line a sweep stopped by SIGINT or SIGTERM leaves on stderr: {@code done} of the sweep's
     * {@code total} points are in its file (exactly: the file takes no line after the count).
     */
    static String interrupted(int done, int total, boolean resumable) {
        return resumable ? "interrupted: rerun the same command to resume (" + done + " of " + total + " points done)"
                : "interrupted: " + done + " of " + total + " points written to standard output";
    }

    /*
     * Once the sweep is over its hook must not run; if the process is already ending (a signal came
     * in), the hook is telling how far the sweep got, and this thread only waits for the end.
     */
    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            while (true) {
                try {
                    Thread.sleep(Long.MAX_VALUE);
                } catch (InterruptedException e) {
                    // the JVM halts when its hooks are done
                }
            }
        }
    }

    /* goal: P is the schedule's num_ranks, added to the grid if not given; any other value is refused. */
    private void goalProcessors(Grid grid) {
        int ranks = program.goalRanks();
        if (!grid.names().contains(ReportFile.PROCESSORS)) {
            grid.add(ReportFile.PROCESSORS, Integer.toString(ranks), true);
            return;
        }
        for (String p : grid.values(ReportFile.PROCESSORS)) {
            if (!p.equals(Integer.toString(ranks))) {
                throw new InvalidParameterException(program.file + " has num_ranks " + ranks + ", not --P " + p
                        + ": leave --P out, or give " + ranks);
            }
        }
    }

    /*
     * custom's FILE.java, goal's FILE.goal: the first argument after the problem that is not an option. picocli
     * leaves it among the grid's options, whose names it does not know; taken out of them here.
     */
    private Path programFile() {
        if (!gridOptions.isEmpty() && !gridOptions.get(0).startsWith("-")) {
            return Path.of(gridOptions.remove(0));
        }
        return null;
    }

    /* The grid of the unmatched options: --NAME VALUE or --NAME=VALUE, each a parameter. */
    private Grid grid() {
        Grid grid = new Grid();
        for (int i = 0; i < gridOptions.size(); i++) {
            String option = gridOptions.get(i);
            if (!option.startsWith("--") || option.length() < 3) {
                throw new InvalidParameterException("unexpected '" + option + "': parameters are given as --NAME VALUE");
            }
            String name = option.substring(2);
            int eq = name.indexOf('=');
            String given = eq >= 0 ? name.substring(eq + 1) : null;
            if (eq >= 0) {
                name = name.substring(0, eq);
            }
            if (name.equals("p")) {
                name = ReportFile.PROCESSORS; // the BSP papers' p, an alias
            }
            if (!ReportFile.PARAMETERS.contains(name) && catalog.parameter(problem, name) == null) {
                // before a value is looked for or read as a number
                throw new InvalidParameterException("--" + name + " is not a sweep parameter: a sweep takes the"
                        + " models' and algorithms' parameters (see pcmemu list), --model, --algorithm, --out, --jsonl,"
                        + " --plot, --jobs, --yes, --threads, --timeout, --jitter, --latency-spread, --shard and --slurm's"
                        + " options");
            }
            String value;
            if (given != null) {
                value = given;
            } else if (i + 1 < gridOptions.size()) {
                value = gridOptions.get(++i);
            } else {
                throw new InvalidParameterException("--" + name + " needs a value");
            }
            Parameter choice = catalog.parameter(problem, name);
            if (List.of("cost", "capacity", "receive").contains(name)) {
                grid.addLabels(name, value);
            } else if (choice != null && choice.isChoice()) { // names, or their numbers: concat,matrix or 1..2
                List<String> indices = new ArrayList<>();
                for (String v : value.split(",", -1)) {
                    indices.add(v.matches(".*[A-Za-z].*") ? Long.toString(choice.index(v)) : v.strip());
                }
                grid.add(name, String.join(",", indices), true);
            } else {
                grid.add(name, value, !List.of("latency", "bandwidth").contains(name));
            }
        }
        return grid;
    }

    /** The progress line on stderr, for sweeps longer than a second: rewritten on a terminal, else a line now and then. */
    private static final class Progress {
        private final PrintWriter err;
        private final boolean terminal = System.console() != null;
        private final long start = System.nanoTime();
        private long lastPrint;
        private boolean printed;

        Progress(PrintWriter err) {
            this.err = err;
        }

        synchronized void point(int done, int total, RunSpec spec, Report report) {
            long now = System.nanoTime();
            long interval = terminal ? 200_000_000L : 5_000_000_000L;
            if (now - start < 1_000_000_000L || (now - lastPrint < interval && done < total)) {
                return;
            }
            lastPrint = now;
            double elapsed = (now - start) / 1e9;
            double left = done == 0 ? 0 : elapsed / done * (total - done);
            String line = String.format(Locale.ROOT, "sweep: %d/%d points, %s elapsed, ~%s left, at %s %s",
                    done, total, clock(elapsed), clock(left), spec.machine().label(), spec.algorithm());
            if (terminal) {
                err.print("\r" + line + "\u001b[K");
            } else {
                err.println(line);
            }
            err.flush();
            printed = true;
        }

        synchronized void finish() {
            if (printed && terminal) {
                err.println();
                err.flush();
                printed = false;
            }
        }

        private static String clock(double seconds) {
            long s = Math.round(seconds);
            return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
