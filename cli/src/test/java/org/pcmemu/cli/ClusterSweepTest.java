package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pcmemu.harness.ReportFile;

/**
 * Sweeps on a cluster (docs/cluster.md): shards of a sweep and their merge against the same sweep
 * on one machine, the job array of --slurm run under stand-ins for Slurm's commands, and the
 * refusals. scripts/slurm-check runs the job array on a real Slurm.
 */
class ClusterSweepTest {
    @TempDir
    Path dir;

    /* 48 points: P = 2..256 by powers of 2, two latencies, three algorithms. */
    private static final List<String> GRID = List.of("broadcast", "--model", "logp", "--P", "2..256:log2", "--L", "6,8",
            "--algorithm", "optimal,binomial,flat");
    private static final int POINTS = 48;

    private static Invocation sweep(List<String> grid, String... more) {
        List<String> args = new ArrayList<>(List.of("sweep"));
        args.addAll(grid);
        args.addAll(List.of(more));
        return Invocation.of(args.toArray(String[]::new));
    }

    private static Invocation merge(Path out, Path... shards) {
        List<String> args = new ArrayList<>(List.of("sweep", "merge", out.toString()));
        Stream.of(shards).map(Path::toString).forEach(args::add);
        return Invocation.of(args.toArray(String[]::new));
    }

    /* A report file's lines in order, each without its wall time (CSV: the last cell; JSON Lines: the last field). */
    private static List<String> withoutWallTime(Path file) throws Exception {
        return Files.readAllLines(file).stream()
                .map(l -> l.startsWith("{") ? l.replaceFirst(",\"wallMillis\":[0-9.]+}$", "}")
                        : l.substring(0, l.lastIndexOf(',')))
                .toList();
    }

    private Path[] shards(List<String> grid, String extension, int count) {
        Path[] files = new Path[count];
        for (int i = 0; i < count; i++) {
            files[i] = dir.resolve("runs.shard-" + i + extension);
            Invocation shard = sweep(grid, "--shard", i + "/" + count, "--out", files[i].toString());
            assertEquals(0, shard.exitCode(), shard.err());
            assertTrue(shard.out().startsWith("sweep: shard " + i + "/" + count + ": "), shard.out());
        }
        return files;
    }

    /* Four shards, given to the merge in any order: the one-machine sweep's file, line for line. */
    @ParameterizedTest
    @ValueSource(strings = {".csv", ".jsonl"})
    void fourShardsMergeIntoTheOneMachineSweepLineForLine(String extension) throws Exception {
        Path one = dir.resolve("one" + extension);
        assertEquals(0, sweep(GRID, "--out", one.toString()).exitCode());
        Path[] s = shards(GRID, extension, 4);
        int rows = 0;
        for (Path shard : s) {
            rows += ReportFile.read(shard).size();
            assertTrue(Files.exists(shard.resolveSibling(shard.getFileName() + ".sweep.json")), shard.toString());
        }
        assertEquals(POINTS, rows, "each point in one shard");
        Path merged = dir.resolve("merged" + extension);
        Invocation merge = merge(merged, s[3], s[1], s[0], s[2]);
        assertEquals(0, merge.exitCode(), merge.err());
        assertEquals("sweep merge: " + POINTS + " point(s) of 4 shard(s) written to " + merged + "\n", merge.out());
        assertEquals(withoutWallTime(one), withoutWallTime(merged));
    }

    /* A shard killed with SIGKILL and run again resumes its file; the merge is the one-machine sweep's. */
    @Test
    void aShardKilledMidRunResumesAndTheMergeIsTheSame() throws Exception {
        List<String> grid = List.of("broadcast", "--model", "postal", "--P", "500..20000:500", "--lambda", "3",
                "--algorithm", "optimal,binomial,flat");
        Path one = dir.resolve("one.csv");
        assertEquals(0, sweep(grid, "--out", one.toString()).exitCode());
        Path[] s = {dir.resolve("s0.csv"), dir.resolve("s1.csv")};
        List<String> args = new ArrayList<>(List.of("sweep"));
        args.addAll(grid);
        args.addAll(List.of("--shard", "1/2", "--out", s[1].toString()));
        Process p = Invocation.process(dir.resolve("s1.log"), Map.of(), args.toArray(String[]::new));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && (!Files.exists(s[1]) || Files.readAllLines(s[1]).size() < 4)) {
            Thread.sleep(5);
        }
        p.destroyForcibly();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        int before = Files.readAllLines(s[1]).size() - 1;
        assertTrue(before >= 3 && before < 60, before + " points before the kill");

        Invocation resumed = sweep(grid, "--shard", "1/2", "--out", s[1].toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains((60 - before) + " point(s) run, " + before + " already in"), resumed.out());
        assertEquals(0, sweep(grid, "--shard", "0/2", "--out", s[0].toString()).exitCode());
        Path merged = dir.resolve("merged.csv");
        assertEquals(0, merge(merged, s).exitCode());
        assertEquals(withoutWallTime(one), withoutWallTime(merged));
    }

    /* A program's own parameter goes to the params column; its shards merge the same, until its text changes. */
    @Test
    void shardsOfYourOwnProgramMergeWithItsParamsColumn() throws Exception {
        Path program = dir.resolve("Rounds.java");
        Files.writeString(program, """
                import org.pcmemu.models.Param;
                import org.pcmemu.models.bsp.BspProcessor;
                import org.pcmemu.models.bsp.BspProgram;

                public final class Rounds implements BspProgram {
                    @Param(value = "supersteps", least = 1)
                    long rounds = 1;

                    @Override
                    public void run(BspProcessor p) {
                        for (long r = 0; r < rounds; r++) {
                            p.send((p.id() + 1) % p.processors(), r);
                            p.sync();
                        }
                    }
                }
                """);
        List<String> grid = List.of("custom", program.toString(), "--model", "bsp", "--P", "2,4,8", "--rounds", "1..3");
        Path one = dir.resolve("one.jsonl");
        assertEquals(0, sweep(grid, "--out", one.toString()).exitCode());
        assertTrue(Files.readString(one).contains("\"params\":\"rounds=2\""), Files.readString(one));
        Path[] s = shards(grid, ".jsonl", 2);
        Path merged = dir.resolve("merged.jsonl");
        Invocation merge = merge(merged, s);
        assertEquals(0, merge.exitCode(), merge.err());
        assertEquals(withoutWallTime(one), withoutWallTime(merged));

        Files.writeString(program, Files.readString(program) + "// edited\n");
        Invocation changed = merge(dir.resolve("again.jsonl"), s);
        assertEquals(2, changed.exitCode(), changed.err());
        assertEquals("pcmemu: " + program.toAbsolutePath() + " has changed since the shards ran it; merge needs the"
                + " program they ran\n", changed.err());
    }

    /* A bound one cycle short of the measured cost: each shard exits 3, and so does the merge, its file written. */
    @Test
    void aBrokenClaimExitsThreeAfterTheMergeAsAfterTheSweep() throws Exception {
        List<String> grid = List.of("custom", Path.of("..", "examples", "custom", "Ring.java").toString(), "--model",
                "logp", "--P", "2..9", "--bound", "P*(L+2*o)-1", "--claim", "equals");
        Path[] s = new Path[2];
        for (int i = 0; i < 2; i++) {
            s[i] = dir.resolve("ring.shard-" + i + ".csv");
            assertEquals(3, sweep(grid, "--shard", i + "/2", "--out", s[i].toString()).exitCode());
        }
        Path merged = dir.resolve("ring.csv");
        Invocation merge = merge(merged, s);
        assertEquals(3, merge.exitCode(), merge.err());
        assertEquals("pcmemu: the claim does not hold at 8 point(s) of " + merged + " (holds false)\n", merge.err());
        assertEquals(8, ReportFile.read(merged).size());
    }

    /* Shards of two sweeps, or of two splits of one: exit 2, one line naming the difference, nothing written. */
    @Test
    void shardsOfDifferentSweepsAreRefusedInOneLine() throws Exception {
        Path a = dir.resolve("a.csv");
        Path b = dir.resolve("b.csv");
        Path c = dir.resolve("c.csv");
        assertEquals(0, sweep(GRID, "--shard", "0/2", "--out", a.toString()).exitCode());
        List<String> other = new ArrayList<>(GRID);
        other.set(other.indexOf("6,8"), "6");
        assertEquals(0, sweep(other, "--shard", "1/2", "--out", b.toString()).exitCode());
        assertEquals(0, sweep(GRID, "--shard", "1/3", "--out", c.toString()).exitCode());
        Path out = dir.resolve("merged.csv");
        Invocation grids = merge(out, a, b);
        assertEquals(2, grids.exitCode());
        assertEquals("pcmemu: shards of different sweeps: --L 6,8 in " + a + ", 6 in " + b + "\n", grids.err());
        Invocation splits = merge(out, a, c);
        assertEquals(2, splits.exitCode());
        assertEquals("pcmemu: shards of different splits: " + a + " is shard 0/2, " + c + " shard 1/3\n", splits.err());
        Invocation twice = merge(out, a, a);
        assertEquals(2, twice.exitCode());
        assertEquals("pcmemu: " + a + " is given twice; give each shard once\n", twice.err());
        assertFalse(Files.exists(out));
    }

    /* Points missing (a shard not given, a shard cut short): listed by shard, exit 1, nothing written. */
    @Test
    void missingPointsAreListedAndNothingIsWritten() throws Exception {
        Path[] s = shards(GRID, ".csv", 4);
        List<String> lines = Files.readAllLines(s[2]);
        Files.write(s[2], lines.subList(0, lines.size() - 2)); // its last two points lost
        Path out = dir.resolve("merged.csv");
        Invocation merge = merge(out, s[0], s[2]);
        assertEquals(1, merge.exitCode(), merge.err());
        int given = ReportFile.read(s[0]).size() + ReportFile.read(s[2]).size();
        List<String> said = merge.err().lines().toList();
        assertEquals("pcmemu: " + (POINTS - given) + " of " + POINTS + " point(s) are missing, so " + out + " is not"
                + " written; rerun their shards (each resumes its file), then merge again:", said.get(0));
        assertTrue(said.contains("  shard 1/4: no file given, " + ReportFile.read(s[1]).size() + " point(s)"),
                merge.err());
        assertTrue(said.contains("  shard 2/4: 2 point(s) missing from " + s[2]), merge.err());
        assertTrue(said.stream().anyMatch(l -> l.startsWith("  shard 3/4: no file given, ")), merge.err());
        assertTrue(said.stream().anyMatch(l -> l.matches("    logp P=[0-9]+ L=[68] o=2 g=4 (optimal|binomial|flat)")),
                merge.err());
        assertEquals("", merge.out());
        assertFalse(Files.exists(out));
    }

    /* A shard's file resumes only its own shard: another shard, another sweep, a file of no shard are refused. */
    @Test
    void aShardsFileTakesOnlyItsOwnShard() throws Exception {
        Path file = dir.resolve("s.csv");
        assertEquals(0, sweep(GRID, "--shard", "0/4", "--out", file.toString()).exitCode());
        String before = Files.readString(file);
        Invocation again = sweep(GRID, "--shard", "0/4", "--out", file.toString());
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().contains(" 0 point(s) run, "), again.out());
        Invocation shard = sweep(GRID, "--shard", "1/4", "--out", file.toString());
        assertEquals(2, shard.exitCode());
        assertEquals("pcmemu: " + file + " holds the points of another sweep or shard (it is shard 0/4, not 1/4);"
                + " choose another --out\n", shard.err());
        List<String> other = new ArrayList<>(GRID);
        other.set(other.indexOf("optimal,binomial,flat"), "optimal");
        Invocation sweep = sweep(other, "--shard", "0/4", "--out", file.toString());
        assertEquals(2, sweep.exitCode());
        assertEquals("pcmemu: " + file + " holds the points of another sweep or shard (--algorithm"
                + " optimal,binomial,flat in s.csv.sweep.json, optimal in this command); choose another --out\n",
                sweep.err());
        assertEquals(before, Files.readString(file));
        Path plain = dir.resolve("plain.csv");
        assertEquals(0, sweep(GRID, "--out", plain.toString()).exitCode());
        Invocation notShard = sweep(GRID, "--shard", "0/4", "--out", plain.toString());
        assertEquals(2, notShard.exitCode());
        assertTrue(notShard.err().contains("exists without plain.csv.sweep.json"), notShard.err());
        Invocation merge = merge(dir.resolve("m.csv"), plain);
        assertEquals(2, merge.exitCode());
        assertEquals("pcmemu: no " + dir.resolve("plain.csv.sweep.json") + ": its report file was not written by"
                + " sweep --shard\n", merge.err());
    }

    /* --slurm writes the script alone, with the options given, the launcher of this repository, and says how to submit. */
    @Test
    void slurmWritesOneJobArrayAndNothingElse() throws Exception {
        Path script = dir.resolve("runs.sbatch");
        Invocation run = sweep(GRID, "--jobs", "2", "--out", dir.resolve("runs.csv").toString(), "--slurm",
                script.toString(), "--shards", "4", "--time-limit", "1:00:00", "--partition", "short", "--cpus-per-task", "2");
        assertEquals(0, run.exitCode(), run.err());
        // by weight P: shards 0 and 1 get 766 (9 points), 2 and 3 get 764 (15 points, the small ones)
        assertEquals(List.of("slurm: " + script + ": 4 array task(s) of 9 to 15 of the 48 point(s) each, then their merge"
                + " into " + dir.resolve("runs.csv"), "submit: sbatch " + script, "rerun shard I after a failure, once"
                + " the array has ended: sbatch --array=I " + script), run.out().lines().toList());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(script), files.toList());
        }
        String text = Files.readString(script);
        Path launcher = Path.of("..").toRealPath().resolve("pcmemu");
        for (String expected : List.of("#SBATCH --array=0-3\n", "#SBATCH --time=1:00:00\n",
                "#SBATCH --partition=short\n", "#SBATCH --cpus-per-task=2\n",
                "#SBATCH --output=" + dir.resolve("runs.slurm-") + "%A_%a.log\n",
                "--dependency=\"afterok:$SLURM_ARRAY_JOB_ID\" --kill-on-invalid-dep=yes",
                "--wrap='exec " + launcher + " sweep merge " + dir.resolve("runs.csv") + " " + dir.resolve("runs.shard-")
                        + "*.csv'",
                "\n" + launcher + " sweep broadcast --model logp --P 2..256:log2 --L 6,8 --algorithm"
                        + " optimal,binomial,flat --jobs 2 --shard \"$SLURM_ARRAY_TASK_ID/4\" \\\n    --out "
                        + dir.resolve("runs.shard-") + "\"$SLURM_ARRAY_TASK_ID\".csv || status=$?\n")) {
            assertTrue(text.contains(expected), expected + " not in:\n" + text);
        }
    }

    /* summation's --time is a grid parameter the tasks get; Slurm's time limit is --time-limit. */
    @Test
    void summationsTimeGoesToTheTasksAndTheTimeLimitToSlurm() throws Exception {
        Path script = dir.resolve("sum.sbatch");
        Invocation run = sweep(List.of("summation", "--model", "logp", "--P", "8", "--L", "5", "--o", "2", "--g", "4",
                "--time", "20..28:4"), "--out", dir.resolve("sum.csv").toString(), "--slurm", script.toString(),
                "--time-limit", "10");
        assertEquals(0, run.exitCode(), run.err());
        String text = Files.readString(script);
        assertTrue(text.contains("#SBATCH --time=10\n") && text.contains(" --time 20..28:4 --shard "), text);
    }

    /*
     * The job array run by bash, task by task, as Slurm runs it (its variables set), with a stand-in
     * sbatch that records what it is given and a stand-in launcher that runs this build: only the
     * lowest task submits the merge, after the array, cancelled with it; the merge, run by sh as
     * Slurm's --wrap runs it, gives the one-machine sweep's file.
     */
    @Test
    void theJobArrayRunsTaskByTaskAndItsMergeGivesTheOneMachineSweep() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path submitted = Files.createDirectories(dir.resolve("submitted"));
        executable(bin.resolve("sbatch"), "#!/bin/bash\nprintf '%s\\n' \"$@\" >\"$SUBMITTED/$$\"\necho 41\n");
        Path launcher = executable(dir.resolve("pcmemu"), "#!/bin/bash\nexec "
                + SlurmScript.words(Invocation.javaCommand()) + " " + Main.class.getName() + " \"$@\"\n");
        Path out = Files.createDirectories(dir.resolve("out")).resolve("runs.csv");
        Path script = dir.resolve("runs.sbatch");
        System.setProperty("pcmemu.launcher", launcher.toString());
        try {
            assertEquals(0, sweep(GRID, "--out", out.toString(), "--slurm", script.toString(), "--shards", "3")
                    .exitCode());
        } finally {
            System.clearProperty("pcmemu.launcher");
        }
        Map<String, String> env = Map.of("PATH", bin + ":" + System.getenv("PATH"), "SUBMITTED", submitted.toString(),
                "SLURM_ARRAY_JOB_ID", "40", "SLURM_ARRAY_TASK_MIN", "0");
        for (int task = 0; task < 3; task++) {
            Map<String, String> taskEnv = new java.util.HashMap<>(env);
            taskEnv.put("SLURM_ARRAY_TASK_ID", Integer.toString(task));
            assertEquals(0, run(taskEnv, "bash", script.toString()), Files.readString(dir.resolve("run.log")));
        }
        List<Path> submissions;
        try (Stream<Path> files = Files.list(submitted)) {
            submissions = files.toList();
        }
        assertEquals(1, submissions.size(), "the merge, submitted once");
        List<String> merge = Files.readAllLines(submissions.get(0));
        assertTrue(merge.containsAll(List.of("--parsable", "--dependency=afterok:40", "--kill-on-invalid-dep=yes")),
                merge.toString());
        String wrap = merge.stream().filter(a -> a.startsWith("--wrap=")).findFirst().orElseThrow().substring(7);
        assertEquals(0, run(Map.of(), "sh", "-c", wrap), Files.readString(dir.resolve("run.log")));
        Path one = dir.resolve("one.csv");
        assertEquals(0, sweep(GRID, "--out", one.toString()).exitCode());
        assertEquals(withoutWallTime(one), withoutWallTime(out));

        assertEquals(2, run(Map.of(), "bash", script.toString()), "outside Slurm");
        assertTrue(Files.readString(dir.resolve("run.log")).contains("a Slurm job array: submit it with sbatch"));
    }

    /* --submit where there is no sbatch: exit 2, one line, before anything is written. */
    @Test
    void submitWithoutSbatchOnThePathIsRefusedInOneLine() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Path log = dir.resolve("submit.log");
        List<String> args = new ArrayList<>(List.of("sweep"));
        args.addAll(GRID);
        args.addAll(List.of("--out", dir.resolve("runs.csv").toString(), "--slurm", dir.resolve("runs.sbatch")
                .toString(), "--submit"));
        Process p = Invocation.process(log, Map.of("PATH", empty.toString()), args.toArray(String[]::new));
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), Files.readString(log));
        assertEquals(List.of("pcmemu: --submit needs sbatch, which is not on the PATH; run this where Slurm is, or"
                + " submit " + dir.resolve("runs.sbatch") + " there with sbatch"), Files.readAllLines(log));
        assertFalse(Files.exists(dir.resolve("runs.sbatch")));
    }

    private static Path executable(Path file, String text) throws Exception {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /* Runs {@code command} with {@code env} added, its output to run.log; its exit code. */
    private int run(Map<String, String> env, String... command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("run.log").toFile());
        builder.environment().putAll(env);
        Process p = builder.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", command));
        return p.exitValue();
    }
}
