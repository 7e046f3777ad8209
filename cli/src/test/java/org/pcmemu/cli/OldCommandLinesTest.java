package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command line the README showed before the registry became the run path
 * ({@code old-readme-commands.tsv}) still runs, or is refused with one line that names its new
 * form ("now" or "instead"), never with a stack trace or a bare "unknown option".
 */
class OldCommandLinesTest {

    static Stream<String> lines() throws IOException {
        try (InputStream in = OldCommandLinesTest.class.getResourceAsStream("/old-readme-commands.tsv")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("lines")
    void stillRunsOrNamesItsNewForm(String line) throws IOException {
        Path dir = Files.createTempDirectory("pcmemu-old");
        String[] args = Arrays.stream(line.split("\t", -1)).map(a -> a.replace("$DIR", dir.toString()))
                .toArray(String[]::new);
        Invocation run = Invocation.of(args);
        if (run.exitCode() == 2) {
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().contains(" now ") || run.err().contains("instead"), "no new form named: "
                    + run.err());
        } else {
            assertEquals(0, run.exitCode(), line + ": " + run.err());
        }
    }
}
