package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

/**
 * A run that exhausts the heap ends the process with exit code 1 and exactly one line, "pcmemu:
 * out of memory: ...", within seconds, in every engine and thread mode; never a hang, a stack
 * trace or a line from the JVM. Each case is a separate JVM with a 64 MiB heap running the
 * command line's own entry point on a program that keeps allocating.
 */
class OutOfMemoryTest {
    private static final long LIMIT_SECONDS = 60; // a hang is minutes; a loaded CI machine needs slack

    /** Keeps every processor's allocations alive until the heap is full. */
    static final List<long[]> HELD = new ArrayList<>();

    private static void hold() {
        long[] block = new long[1 << 16];
        synchronized (HELD) {
            HELD.add(block);
        }
    }

    /** Allocates 512 KiB per step, passing through the emulator between steps. */
    public static final class LogPHog implements LogPProgram {
        @Override
        public void run(LogPProcessor p) {
            while (true) {
                hold();
                p.compute(1);
            }
        }
    }

    /** The same in supersteps: allocate, send a word, sync. */
    public static final class BspHog implements BspProgram {
        @Override
        public void run(BspProcessor p) {
            while (true) {
                hold();
                p.send((p.id() + 1) % p.processors(), p.id());
                p.sync();
            }
        }
    }

    /* The command line's entry point in a JVM of its own with a 64 MiB heap, and {@code args}. */
    private static List<String> java(List<String> args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx64m"));
        for (String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (flag.startsWith("--add-") || flag.startsWith("--sun-misc") || flag.startsWith("--enable-native")) {
                command.add(flag);
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(args);
        return command;
    }

    /* How a process ended: its exit code, its stderr, after how long. */
    private record Ended(int exitCode, String err, double seconds) {
    }

    /* Starts {@code command}, sends SIGTERM after {@code termAfterMillis} (if positive), and waits for the end. */
    private static Ended run(List<String> command, long termAfterMillis) throws Exception {
        Path errors = Files.createTempFile("pcmemu-oom", ".err"); // a file: destroy() closes the process's pipes
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(errors.toFile()).start();
        long start = System.nanoTime();
        if (termAfterMillis > 0) {
            Thread.sleep(termAfterMillis);
            process.destroy();
        }
        boolean ended = process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }
        String err = Files.readString(errors, StandardCharsets.UTF_8);
        Files.delete(errors);
        assertTrue(ended, "no exit within " + LIMIT_SECONDS + " s; stderr: " + err);
        return new Ended(process.exitValue(), err, (System.nanoTime() - start) / 1e9);
    }

    /*
     * compare and sweep of the BSP broadcast at P = 20,000, just under the heap check's refusal
     * for 64 MiB ((64 MiB - 16 MiB) / 2,400 bytes = 20,971): a sweep's worker thread that died of
     * it left the command waiting for ever, deaf to SIGTERM (MemoryWatch).
     */
    @ParameterizedTest
    @ValueSource(strings = {"compare broadcast --P 20000 --machine bsp",
        "sweep broadcast --model bsp --P 20000 --out OUT"})
    void builtInRunsJustUnderTheHeapCheckEndWithOneLine(String line, @TempDir Path dir) throws Exception {
        List<String> args = List.of(line.replace("OUT", dir.resolve("s.csv").toString()).split(" "));
        Ended end = run(java(args), 0);
        List<String> lines = end.err().lines().filter(l -> !l.startsWith("sweep: ")).toList(); // a sweep's progress
        assumeFalse(end.exitCode() == 0, "the runs fit in this JVM's 64 MiB");
        assertEquals(1, end.exitCode(), end.err());
        assertEquals(1, lines.size(), end.err());
        assertTrue(lines.get(0).startsWith("pcmemu: out of memory: the run needs more than this JVM's "), end.err());
    }

    /* SIGTERM while a sweep runs out of memory: the process ends within seconds all the same. */
    @Test
    void sweepOutOfMemoryEndsOnSigterm(@TempDir Path dir) throws Exception {
        Ended end = run(java(List.of("sweep", "broadcast", "--model", "bsp", "--P", "20000", "--out",
                dir.resolve("s.csv").toString())), 3000);
        assertTrue(end.err().contains("pcmemu: out of memory") || end.err().contains("interrupted: rerun the same command")
                || end.exitCode() == 0, end.err());
    }

    @ParameterizedTest
    @CsvSource({"logp, virtual", "logp, platform", "bsp, virtual", "bsp, platform"})
    void outOfMemoryExitsWithOneLine(String model, String threads) throws Exception {
        List<String> command = java(List.of("run", "custom",
                "--class", (model.equals("bsp") ? BspHog.class : LogPHog.class).getName(), "--classpath",
                Path.of("target", "test-classes").toString(), "--model", model,
                model.equals("bsp") ? "--p" : "--P", "16", "--threads", threads, "--bound", "1", "--claim", "equals"));
        if (model.equals("bsp")) {
            command.addAll(List.of("--g", "1", "--L", "1"));
        } else {
            command.addAll(List.of("--L", "6", "--o", "2", "--g", "4"));
        }
        Ended end = run(command, 0);
        assertEquals(1, end.exitCode(), end.err());
        List<String> lines = end.err().lines().toList();
        assertEquals(1, lines.size(), end.err());
        assertTrue(lines.get(0).startsWith("pcmemu: out of memory: the run needs more than this JVM's "), end.err());
        assertTrue(lines.get(0).contains("-Xmx128m"), end.err()); // twice the 64 MiB given, not the -Xmx already given
        System.out.printf("%s %s: out of memory reported in %.1f s%n", model, threads, end.seconds());
    }
}
