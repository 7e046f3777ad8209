package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --timeout covers what a run computes before its processors start (an algorithm's plan, a
 * program's bound), not only the emulated run: a bound that takes 60 s under --timeout 1 ends
 * the command after about 2 s with exit 1 and one line.
 */
class PlanningTimeoutTest {
    private static final String PROGRAM = """
            import org.pcmemu.models.Bound;
            import org.pcmemu.models.logp.LogP;
            import org.pcmemu.models.logp.LogPProcessor;
            import org.pcmemu.models.logp.LogPProgram;

            /** Its bound takes a minute to compute (or until its thread is interrupted). */
            public final class SlowBound implements LogPProgram {
                @Override
                public void run(LogPProcessor p) {
                }

                @Override
                public Bound bound(LogP machine) {
                    long end = System.nanoTime() + 60_000_000_000L;
                    while (System.nanoTime() < end && !Thread.currentThread().isInterrupted()) {
                        Thread.onSpinWait();
                    }
                    return Bound.atMost(0, "nothing");
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void timeoutCoversTheTimeBeforeTheRunStarts() throws IOException {
        Path source = Files.writeString(dir.resolve("SlowBound.java"), PROGRAM);
        Invocation run = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Invocation.of("run", "custom",
                source.toString(), "--model", "logp", "--P", "4", "--timeout", "1"));
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("pcmemu: wall-clock timeout after 1 s while custom SlowBound on logp P=4"),
                run.err());
    }
}
