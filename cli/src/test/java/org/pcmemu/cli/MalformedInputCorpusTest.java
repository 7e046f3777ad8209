package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command line of {@code malformed-commands.tsv} (wrong numbers, scripts' digits, missing
 * and unknown options, bad latency expressions, unwritable destinations, requests beyond the
 * limits) through the command line's entry point: exit code 2, exactly one line on stderr
 * starting "pcmemu: ", nothing on stdout, no stack trace, no file written, in under 5 seconds.
 */
class MalformedInputCorpusTest {
    private static final String CORPUS = "/malformed-commands.tsv";
    private static final Path DEV_TRAP = Path.of("/dev/full.csv");

    static Stream<String> lines() throws IOException {
        try (InputStream in = MalformedInputCorpusTest.class.getResourceAsStream(CORPUS)) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#")).toList();
            assertTrue(lines.size() >= 500, lines.size() + " lines");
            return lines.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("lines")
    void refusedWithOneLineAndExitCode2(String line) throws IOException {
        Path dir = Files.createTempDirectory("pcmemu-corpus");
        List<String> cwdBefore = listing(Path.of(""));
        String[] args = Arrays.stream(line.split("\t", -1)).map(a -> a.replace("$DIR", dir.toString()))
                .toArray(String[]::new);
        Invocation run = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> Invocation.of(args));
        String err = run.err();
        assertEquals(2, run.exitCode(), err);
        assertEquals("", run.out());
        assertTrue(err.startsWith("pcmemu: ") && err.endsWith("\n"), err);
        assertEquals(1, err.lines().count(), err);
        assertFalse(err.contains("\tat ") || err.contains("Caused by"), err);
        assertEquals(List.of(), listing(dir), "files written");
        assertEquals(cwdBefore, listing(Path.of("")), "files written in the working folder");
        assertFalse(Files.exists(DEV_TRAP), DEV_TRAP + " created");
        Files.delete(dir);
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir.toAbsolutePath())) {
            return files.map(Path::toString).sorted().toList();
        }
    }
}
