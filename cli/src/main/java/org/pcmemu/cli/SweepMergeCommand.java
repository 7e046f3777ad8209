package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Programs;
import org.pcmemu.harness.Registry;
import org.pcmemu.harness.ReportFile;
import org.pcmemu.harness.Shard;
import org.pcmemu.harness.Sweep;
import org.pcmemu.harness.SweepManifest;
import org.pcmemu.harness.SweepMerge;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu sweep merge OUT SHARD...}: the files of a sweep's shards ({@code sweep --shard I/N})
 * as the one file the whole sweep writes on one machine ({@link SweepMerge}). Each shard's
 * description ({@link SweepManifest}, beside its file) names the sweep; shards of different
 * sweeps are refused, and the merge writes nothing while a point is missing.
 */
@Command(name = "merge",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {"Merge the files of a sweep's shards into the file of the whole sweep.",
            "",
            "The shards' files (sweep ... --shard I/N --out FILE) become OUT: the file the sweep writes on one"
                + " machine, point for point in its order. The shards must be of one sweep (their FILE.sweep.json"
                + " say which); if a point is missing, nothing is written, the missing points are listed and the"
                + " exit code is 1 (rerun their shards: each resumes its file)."},
        footer = {"", "Example:", "  pcmemu sweep merge runs.csv runs.shard-*.csv"},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, "1:a point is missing (listed), or the merge failed", ExitCodes.BAD_INPUT,
            "3:merged, but a measured cost breaks the claim (the sweep exits so too)"})
final class SweepMergeCommand implements Callable<Integer> {
    /* Missing points listed for each shard; the rest are counted. */
    private static final int LISTED = 10;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OUT", description = "The merged file: .csv or .jsonl, as the shards'.")
    Path out;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "SHARD", description = "The shards' files, in any order.")
    List<Path> shards;

    @Option(names = "--plot", paramLabel = "FILE",
            description = "Also draw measured and bound against the swept parameter: FILE.svg or FILE.png.")
    Path plot;

    @Override
    public Integer call() {
        ReportFile.Format format = ReportFile.Format.of(out);
        Map<Integer, Path> byShard = new TreeMap<>();
        SweepManifest first = null;
        Path firstFile = null;
        for (Path file : shards) {
            SweepManifest m = manifest(file, format);
            if (first == null) {
                first = m;
                firstFile = file;
            }
            String difference = first.difference(m, firstFile.toString(), file.toString());
            if (difference != null) {
                throw new InvalidParameterException("shards of different sweeps: " + difference);
            }
            if (m.shard().count() != first.shard().count()) {
                throw new InvalidParameterException("shards of different splits: " + firstFile + " is shard "
                        + first.shard().label() + ", " + file + " shard " + m.shard().label());
            }
            Path before = byShard.put(m.shard().index(), file);
            if (before != null) {
                throw new InvalidParameterException((same(before, file) ? file + " is given twice"
                        : before + " and " + file + " are both shard " + m.shard().label()) + "; give each shard once");
            }
        }
        if (plot != null) {
            org.pcmemu.harness.Charts.check(plot);
            OutputDestination.check("--plot", plot);
        }
        OutputDestination.check("OUT", out);
        Sweep sweep = sweep(first);
        int count = first.shard().count();
        SweepMerge.Result merged = SweepMerge.merge(sweep, count, new ArrayList<>(byShard.values()));
        PrintWriter err = spec.commandLine().getErr();
        if (!merged.missing().isEmpty()) {
            missing(merged, byShard, count, err);
            return CommandLine.ExitCode.SOFTWARE;
        }
        SweepMerge.write(out, merged.lines());
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println("sweep merge: " + merged.total() + " point(s) of " + count + " shard(s) written to " + out);
        List<Map<String, String>> rows = ReportFile.read(out);
        if (plot != null) {
            SweepCommand.plot(first.problem() + " on " + first.model(), sweep.grid(), rows, plot);
            stdout.println("plot: " + plot);
        }
        stdout.flush();
        long broken = rows.stream().filter(r -> "false".equals(r.get("holds"))).count();
        if (broken > 0) {
            err.println("pcmemu: the claim does not hold at " + broken + " point(s) of " + out + " (holds false)");
            err.flush();
            return OutputOptions.CLAIM_FAILED;
        }
        return CommandLine.ExitCode.OK;
    }

    /* A shard's file and its description, or a clear refusal. */
    private SweepManifest manifest(Path file, ReportFile.Format format) {
        if (!Files.isRegularFile(file)) {
            throw new InvalidParameterException(file + ": no such file");
        }
        if (ReportFile.Format.of(file) != format) {
            throw new InvalidParameterException(file + " is " + ReportFile.Format.of(file) + ", " + out + " "
                    + format + ": the merged file has the shards' format");
        }
        try {
            if (Files.exists(out) && Files.isSameFile(out, file)) {
                throw new InvalidParameterException(out + " is one of the shards; merge into another file");
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return SweepManifest.read(SweepManifest.beside(file));
    }

    private static boolean same(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false; // both were read already: this does not happen
        }
    }

    /* The sweep the shards are of, made again from their description (a program compiled again). */
    private static Sweep sweep(SweepManifest m) {
        Catalog catalog = Registry.BUILT_IN;
        SweepManifest.Program p = m.program();
        if (Programs.PROBLEM.equals(m.problem()) && p != null) {
            if (p.file() != null && !SweepManifest.sha256(Path.of(p.file())).equals(p.sha256())) {
                throw new InvalidParameterException(p.file() + " has changed since the shards ran it; merge needs the"
                        + " program they ran");
            }
            ProgramOptions program = new ProgramOptions();
            program.file = p.file() == null ? null : Path.of(p.file());
            program.className = p.className();
            program.classpath = p.classpath() == null ? null : p.classpath().stream().map(Path::of).toList();
            program.bounds.bound = p.bound();
            program.bounds.claim = p.claim();
            program.restartable = "restartable".equals(p.start());
            program.unstalled = "unstalled".equals(p.start());
            catalog = program.catalogFor(m.problem());
        }
        RunOptions options = m.latencySpread() == null ? RunOptions.defaults()
                : RunOptions.defaults().withLatencySpread(m.latencySpread());
        return new Sweep(m.problem(), ModelKind.of(m.model()), m.algorithms(), m.toGrid(), options, catalog);
    }

    /* The missing points, shard by shard: the first line says nothing was written. */
    private void missing(SweepMerge.Result merged, Map<Integer, Path> byShard, int count, PrintWriter err) {
        err.println("pcmemu: " + merged.missing().size() + " of " + merged.total() + " point(s) are missing, so "
                + out + " is not written; rerun their shards (each resumes its file), then merge again:");
        Map<Integer, List<SweepMerge.Missing>> byIndex = new TreeMap<>();
        for (SweepMerge.Missing m : merged.missing()) {
            byIndex.computeIfAbsent(m.shard().index(), k -> new ArrayList<>()).add(m);
        }
        for (Map.Entry<Integer, List<SweepMerge.Missing>> e : byIndex.entrySet()) {
            Path file = byShard.get(e.getKey());
            List<SweepMerge.Missing> points = e.getValue();
            err.println("  shard " + new Shard(e.getKey(), count).label() + ": " + (file == null
                    ? "no file given, " + points.size() + " point(s)"
                    : points.size() + " point(s) missing from " + file));
            points.stream().limit(LISTED).forEach(m -> err.println("    " + m.label()));
            if (points.size() > LISTED) {
                err.println("    and " + (points.size() - LISTED) + " more");
            }
        }
        err.flush();
    }
}
