package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.AtomicFile;
import org.pcmemu.harness.Shard;
import org.pcmemu.harness.Sweep;
import org.pcmemu.harness.SweepManifest;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * {@code sweep --slurm FILE.sbatch}: instead of running the sweep, writes a Slurm job array that
 * runs it in shards on a cluster and merges them ({@link SlurmScript}), and, with
 * {@code --submit}, submits it. A mixin of {@code sweep}; docs/cluster.md is its manual.
 */
final class SlurmOptions {
    /* Shards when --shards is not given: at most this many, at most one a point. */
    static final int DEFAULT_SHARDS = 16;
    /* Options of sweep that stay on this machine: the tasks get their own --out and --shard, the merge --plot. */
    private static final List<String> NOT_FOR_TASKS = List.of("--out", "--plot", "--shard", "--slurm", "--shards",
            "--time-limit", "--partition", "--cpus-per-task");

    @Option(names = "--slurm", paramLabel = "FILE.sbatch",
            description = "Run nothing: write a Slurm job array to FILE.sbatch, one task per shard, each running"
                    + " its shard with this command line into --out's name with .shard-I, and a merge of the shards"
                    + " into --out once every task has succeeded. sbatch FILE.sbatch starts it all"
                    + " (docs/cluster.md).")
    Path file;

    @Option(names = "--shards", paramLabel = "N",
            description = "With --slurm: the shards (array tasks). Default: " + DEFAULT_SHARDS
                    + ", or one a point for fewer points.")
    Integer shards;

    @Option(names = "--time-limit", paramLabel = "T",
            description = "With --slurm: each task's time limit, as sbatch takes it (minutes, H:MM:SS, D-HH:MM).")
    String time;

    @Option(names = "--partition", paramLabel = "NAME", description = "With --slurm: the partition to run in.")
    String partition;

    @Option(names = "--cpus-per-task", paramLabel = "C", description = "With --slurm: cores for each task.")
    Integer cpusPerTask;

    @Option(names = "--submit", description = "With --slurm: submit the script with sbatch, which must be on the PATH.")
    boolean submit;

    /** Whether --slurm was given. */
    boolean given() {
        return file != null;
    }

    /** Checks these options alone, before the sweep's are read: a bad one costs nothing. */
    void check(Shard shard, Path out) {
        if (file == null) {
            String stray = shards != null ? "--shards" : time != null ? "--time-limit" : partition != null ? "--partition"
                    : cpusPerTask != null ? "--cpus-per-task" : submit ? "--submit" : null;
            if (stray != null) {
                throw new InvalidParameterException(stray + " goes with --slurm FILE.sbatch");
            }
            return;
        }
        if (submit && SlurmScript.onPath("sbatch") == null) {
            throw new InvalidParameterException("--submit needs sbatch, which is not on the PATH; run this where Slurm"
                    + " is, or submit " + file + " there with sbatch");
        }
        if (shard != null) {
            throw new InvalidParameterException("--shard is for one task; --slurm writes the tasks of every shard");
        }
        if (out.toString().equals("-")) {
            throw new InvalidParameterException("--slurm needs --out FILE.csv or FILE.jsonl, where the merge goes");
        }
        if (shards != null && (shards < 1 || shards > Shard.MOST)) {
            throw new InvalidParameterException("--shards must be between 1 and " + Shard.MOST + ", got " + shards);
        }
        if (time != null && !time.matches("([0-9]+-)?[0-9]+(:[0-9]+){0,2}|UNLIMITED|INFINITE")) {
            throw new InvalidParameterException("--time-limit " + time + ": not a time sbatch takes (minutes, MM:SS,"
                    + " H:MM:SS, D-H, D-H:MM or D-H:MM:SS)");
        }
        if (partition != null && !partition.matches("[A-Za-z0-9_.,-]+")) {
            throw new InvalidParameterException("--partition " + partition + ": not a partition name");
        }
        if (cpusPerTask != null && (cpusPerTask < 1 || cpusPerTask > 65_536)) {
            throw new InvalidParameterException("--cpus-per-task must be between 1 and 65536, got " + cpusPerTask);
        }
        if (!file.getFileName().toString().endsWith(".sbatch") && !file.getFileName().toString().endsWith(".sh")) {
            throw new InvalidParameterException("--slurm " + file + ": the script's name must end in .sbatch or .sh");
        }
    }

    /**
     * Writes the job array of {@code sweep} (described by {@code manifest}, merged into
     * {@code out}, plotted into {@code plot} if not null) and says how to submit it; submits it with
     * {@code --submit}.
     */
    int write(CommandSpec spec, Sweep sweep, SweepManifest manifest, Path out, Path plot) {
        int points = sweep.specs().size();
        int n = shards == null ? Math.min(points, DEFAULT_SHARDS) : shards;
        if (n > points) {
            throw new InvalidParameterException("--shards " + n + " is more than the sweep's " + points + " point(s)");
        }
        OutputDestination.check("--out", out);
        OutputDestination.check("--slurm", file);
        if (plot != null) {
            org.pcmemu.harness.Charts.check(plot);
            OutputDestination.check("--plot", plot);
        }
        Path merged = out.toAbsolutePath().normalize();
        refuseOtherShards(merged, manifest, n);
        int[] sizes = new int[n];
        for (int s : Shard.assign(sweep.specs(), n)) {
            sizes[s]++;
        }
        SlurmScript script = new SlurmScript(SlurmScript.findLauncher(), Path.of("").toAbsolutePath(),
                taskArguments(spec), merged, plot == null ? null : plot.toAbsolutePath().normalize(), n, time,
                partition, cpusPerTask);
        String text = script.text(manifest.problem() + " on " + manifest.model() + ", " + points + " point(s) in " + n
                + " shard(s) of " + range(sizes) + " point(s) each", file.toAbsolutePath().normalize());
        try {
            AtomicFile.write(file, stream -> stream.write(text.getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println("slurm: " + file + ": " + n + " array task(s) of " + range(sizes) + " of the " + points
                + " point(s) each, then their merge into " + out);
        if (!submit) {
            stdout.println("submit: sbatch " + file);
            stdout.println("rerun shard I after a failure, once the array has ended: sbatch --array=I " + file);
            return CommandLine.ExitCode.OK;
        }
        stdout.println("submitted: job " + sbatch(file));
        return CommandLine.ExitCode.OK;
    }

    private static String range(int[] sizes) {
        int least = Integer.MAX_VALUE;
        int most = 0;
        for (int s : sizes) {
            least = Math.min(least, s);
            most = Math.max(most, s);
        }
        return least == most ? Integer.toString(most) : least + " to " + most;
    }

    /*
     * The sweep's command line for each task: as given (argument files expanded), without the options
     * that stay here. picocli gives the arguments after "sweep".
     */
    private static List<String> taskArguments(CommandSpec spec) {
        List<String> given = spec.commandLine().getParseResult().expandedArgs();
        List<String> out = new ArrayList<>(List.of("sweep"));
        for (int i = given.size() > 0 && given.get(0).equals("sweep") ? 1 : 0; i < given.size(); i++) {
            String arg = given.get(i);
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            if (arg.equals("--submit")) {
                continue;
            }
            if (NOT_FOR_TASKS.contains(name)) {
                i += arg.contains("=") ? 0 : 1; // its value too
                continue;
            }
            out.add(arg);
        }
        return out;
    }

    /*
     * Shard files beside the merged file's name that are not this sweep's split into n (an earlier
     * one's): a task would refuse to resume them, and the merge would find them.
     */
    private static void refuseOtherShards(Path merged, SweepManifest manifest, int n) {
        String prefix = SlurmScript.shardPrefix(merged);
        String extension = SlurmScript.extension(merged);
        try (Stream<Path> files = Files.list(merged.getParent())) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (!name.startsWith(prefix) || !name.endsWith(extension)
                        || !name.substring(prefix.length(), name.length() - extension.length()).matches("[0-9]+")) {
                    continue;
                }
                int index = Integer.parseInt(name.substring(prefix.length(), name.length() - extension.length()));
                Path beside = SweepManifest.beside(f);
                SweepManifest there = Files.exists(beside) ? SweepManifest.read(beside) : null;
                String difference = there == null ? "it has no " + beside.getFileName()
                        : manifest.difference(there, "this sweep", name);
                if (difference == null && (there.shard().count() != n || there.shard().index() != index)) {
                    difference = "it is shard " + there.shard().label();
                }
                if (difference != null) {
                    throw new InvalidParameterException(f + " is not a shard of this sweep into " + n + " ("
                            + difference + "); remove the old shards' files (" + prefix + "*" + extension
                            + " and their .sweep.json) or choose another --out");
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot list " + merged.getParent() + ": " + e.getMessage(), e);
        }
    }

    /* Submits the script; its job id. */
    private static String sbatch(Path script) {
        try {
            Process p = new ProcessBuilder(SlurmScript.onPath("sbatch").toString(), "--parsable", script.toString())
                    .redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (p.waitFor() != 0) {
                throw new EmulationException("sbatch " + script + " failed: " + said);
            }
            return said.lines().reduce((a, b) -> b).orElse(said).split(";")[0];
        } catch (IOException e) {
            throw new EmulationException("cannot run sbatch: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmulationException("interrupted while sbatch ran", e);
        }
    }
}
