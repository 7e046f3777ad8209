package org.pcmemu.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The report files of a sweep's shards ({@link Shard}) as the one file the sweep would have
 * written on one machine: every point's line, as its shard wrote it, in {@link Sweep#specs()}
 * order, under the usual header. A point that two files hold is taken from the first; a point
 * that no file holds is missing, named with its shard; a line of a point outside the sweep is
 * refused.
 */
public final class SweepMerge {
    private SweepMerge() {
    }

    /** A point of the sweep that no shard's file holds. */
    public record Missing(Shard shard, RunSpec spec) {
        /** The point as a line names it: {@code logp P=64 L=6 o=2 g=4 optimal}, then its parameters. */
        public String label() {
            String parameters = spec.parameters().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(e -> " " + e.getKey() + "=" + e.getValue()).collect(Collectors.joining());
            return spec.machine().label() + " " + spec.algorithm() + parameters;
        }
    }

    /**
     * The merge: the lines of the points found, in the sweep's order, and those missing.
     *
     * @param total  the points of the sweep
     */
    public record Result(int total, List<String> lines, List<Missing> missing) {
        public Result {
            lines = List.copyOf(lines);
            missing = List.copyOf(missing);
        }
    }

    /**
     * Merges {@code files}, the report files of shards of {@code sweep} split into {@code count},
     * in the order given (the first file that holds a point gives its line).
     *
     * @throws InvalidParameterException if a file holds a point that is not in the sweep
     */
    public static Result merge(Sweep sweep, int count, List<Path> files) {
        List<RunSpec> specs = sweep.specs();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < specs.size(); i++) {
            index.put(ReportFile.key(specs.get(i)), i);
        }
        String[] found = new String[specs.size()];
        for (Path file : files) {
            for (ReportFile.Row row : ReportFile.rowsOf(file)) {
                Integer i = index.get(ReportFile.key(row.cells()));
                if (i == null) {
                    throw new InvalidParameterException(file + " holds a point that is not in its sweep ("
                            + SweepManifest.beside(file).getFileName() + "): '" + shown(row.line()) + "'");
                }
                if (found[i] == null) {
                    found[i] = row.line();
                }
            }
        }
        int[] shardOf = Shard.assign(specs, count);
        List<String> lines = new ArrayList<>();
        List<Missing> missing = new ArrayList<>();
        for (int i = 0; i < found.length; i++) {
            if (found[i] != null) {
                lines.add(found[i]);
            } else {
                missing.add(new Missing(new Shard(shardOf[i], count), specs.get(i)));
            }
        }
        return new Result(specs.size(), lines, missing);
    }

    /** Writes {@code lines} (a merge's) to {@code out} atomically, under the CSV header for a .csv file. */
    public static void write(Path out, List<String> lines) {
        ReportFile.Format format = ReportFile.Format.of(out);
        try {
            AtomicFile.write(out, stream -> {
                if (format == ReportFile.Format.CSV) {
                    stream.write((String.join(",", ReportFile.header()) + "\n").getBytes(StandardCharsets.UTF_8));
                }
                for (String line : lines) {
                    stream.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }

    private static String shown(String line) {
        return line.length() > 80 ? line.substring(0, 77) + "..." : line;
    }
}
