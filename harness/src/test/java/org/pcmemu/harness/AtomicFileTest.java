package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path dir;

    @Test
    void failureHalfwayLeavesNoFileAndNoTemporary() throws IOException {
        Path target = dir.resolve("out.csv");
        assertThrows(IOException.class, () -> AtomicFile.write(target, out -> {
            out.write("half of it".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertFalse(Files.exists(target));
        assertEquals(List.of(), filesIn(dir));
    }

    @Test
    void failureHalfwayKeepsThePreviousFile() throws IOException {
        Path target = dir.resolve("out.csv");
        Files.writeString(target, "previous");
        assertThrows(IllegalStateException.class, () -> AtomicFile.write(target, out -> {
            out.write("new".getBytes(StandardCharsets.UTF_8));
            throw new IllegalStateException("bug");
        }));
        assertEquals("previous", Files.readString(target));
        assertEquals(List.of(target), filesIn(dir));
    }

    @Test
    void successReplacesTheFileWithTheNewContent() throws IOException {
        Path target = dir.resolve("out.csv");
        Files.writeString(target, "previous content, longer");
        AtomicFile.write(target, out -> out.write("new".getBytes(StandardCharsets.UTF_8)));
        assertEquals("new", Files.readString(target));
        assertEquals(List.of(target), filesIn(dir));
    }

    private static List<Path> filesIn(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
