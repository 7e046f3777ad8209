package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

    @ParameterizedTest
    @CsvSource({"logp, virtual", "logp, platform", "bsp, virtual", "bsp, platform"})
    void outOfMemoryExitsWithOneLine(String model, String threads) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx64m"));
        for (String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (flag.startsWith("--add-") || flag.startsWith("--sun-misc") || flag.startsWith("--enable-native")) {
                command.add(flag);
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "run", "custom",
                "--class", (model.equals("bsp") ? BspHog.class : LogPHog.class).getName(), "--classpath",
                Path.of("target", "test-classes").toString(), "--model", model,
                model.equals("bsp") ? "--p" : "--P", "16", "--threads", threads, "--bound", "1", "--claim", "equals"));
        if (model.equals("bsp")) {
            command.addAll(List.of("--g", "1", "--L", "1"));
        } else {
            command.addAll(List.of("--L", "6", "--o", "2", "--g", "4"));
        }
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long start = System.nanoTime();
        boolean ended = process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(ended, "no exit within " + LIMIT_SECONDS + " s; stderr: " + err);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(1, process.exitValue(), err);
        List<String> lines = err.lines().toList();
        assertEquals(1, lines.size(), err);
        assertTrue(lines.get(0).startsWith("pcmemu: out of memory: the run needs more than this JVM's "), err);
        assertTrue(lines.get(0).contains("-Xmx128m"), err); // twice the 64 MiB given, not the -Xmx already given
        System.out.printf("%s %s: out of memory reported in %.1f s%n", model, threads, seconds);
    }
}
