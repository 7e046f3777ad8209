package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A program whose clock would overflow fails with a line that says so: on LogP its clock wrapped
 * round to a negative time and said "cannot go back"; on BSP a cost past 2^62 cycles, the last
 * model time a run counts, was reported as measured.
 */
class ModelTimeLimitTest {
    private static final String PROGRAM = """
            import org.pcmemu.models.bsp.BspProcessor;
            import org.pcmemu.models.bsp.BspProgram;
            import org.pcmemu.models.logp.LogPProcessor;
            import org.pcmemu.models.logp.LogPProgram;

            /** Computes 3 (2^63 - 1) / 2 cycles: past the last model time. */
            public final class Wrap implements LogPProgram, BspProgram {
                @Override
                public void run(LogPProcessor p) {
                    for (int i = 0; i < 3; i++) {
                        p.compute(Long.MAX_VALUE / 2);
                    }
                }

                @Override
                public void run(BspProcessor p) {
                    for (int i = 0; i < 3; i++) {
                        p.compute(Long.MAX_VALUE / 2);
                        p.sync();
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"logp", "bsp"})
    void clockPastTheLastModelTimeSaysSo(String model) throws IOException {
        Path source = Files.writeString(dir.resolve("Wrap.java"), PROGRAM);
        Invocation run = Invocation.of("run", "custom", source.toString(), "--model", model, "--P", "2");
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("past 2^62") || run.err().contains("overflows"), run.err());
        assertTrue(!run.err().contains("cannot go back"), run.err());
    }
}
