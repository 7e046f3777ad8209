package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The guide's table of algorithms is the registry's: the output of {@code pcmemu list}, verbatim. */
class ReadmeRegistryTest {
    private static final String MARK = "<!-- pcmemu list -->\n```\n";

    @Test
    void theReadmeListsExactlyTheRegisteredAlgorithms() throws Exception {
        String readme = Files.readString(Path.of("..", "docs", "guide.md"));
        int start = readme.indexOf(MARK);
        assertTrue(start >= 0, "docs/guide.md lacks the pcmemu list block");
        start += MARK.length();
        String block = readme.substring(start, readme.indexOf("```", start));
        Invocation list = Invocation.of("list");
        assertEquals(0, list.exitCode(), list.err());
        assertEquals(list.out(), block, "paste the output of ./pcmemu list into docs/guide.md");
    }
}
