package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The malformed GOAL files of {@code malformed/} (one fault each; {@code expected.tsv} gives the
 * line and column of the fault, worked out from the file, and a part of the message): each is
 * refused with one line that starts with the file, line and column. The command line's test runs
 * the same files through {@code pcmemu run goal} for exit code 2.
 */
class GoalMalformedCorpusTest {
    static Path folder() throws URISyntaxException {
        return Path.of(GoalMalformedCorpusTest.class.getResource("malformed/expected.tsv").toURI()).getParent();
    }

    static Stream<String> cases() throws IOException, URISyntaxException {
        return Files.readAllLines(folder().resolve("expected.tsv")).stream().filter(l -> !l.startsWith("#"));
    }

    @Test
    void theCorpusHasAtLeastFiftyFilesEachListedOnce() throws IOException, URISyntaxException {
        List<String> listed = cases().map(l -> l.split("\t")[0]).toList();
        assertTrue(listed.size() >= 50, listed.size() + " files");
        try (Stream<Path> files = Files.list(folder())) {
            assertEquals(listed.stream().sorted().toList(), files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".goal")).sorted().toList());
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void refusedNamingFileLineAndColumn(String line) throws URISyntaxException {
        String[] cells = line.split("\t");
        Path file = folder().resolve(cells[0]);
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> GoalParser.parse(file));
        String where = cells[1];
        assertEquals(where, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.getMessage().startsWith(file + ":" + where + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(cells[2]), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }
}
