package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;

class ReportFileTest {
    @TempDir
    Path dir;

    private static Report figureThree(int p) {
        return new RunSpec("broadcast", Machine.parse("logp:L=6,o=2,g=4", p), "optimal", Map.of(),
                RunOptions.defaults()).run();
    }

    @Test
    void csvHasTheFlatHeaderAndOneRowPerReport() throws IOException {
        Path file = dir.resolve("runs.csv");
        try (ReportFile out = ReportFile.open(file)) {
            out.append(figureThree(8));
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals("model,algorithm,P,L,o,g,capacity,lambda,p,cost,latency,bandwidth,words,k,operands,items,points,c,local,seed,measured,bound,"
                + "claim,holds,ratio,messages,steps,wallMs", lines.get(0));
        assertTrue(lines.get(1).startsWith("logp,optimal,8,6,2,4,,,,,,,,,,,,,,,24,24,equals,true,1.000000,7,"),
                lines.get(1));
        assertEquals(2, lines.size());
    }

    @Test
    void aReopenedFileKnowsItsPointsAndCutsATornLastLine() throws IOException {
        Path file = dir.resolve("runs.csv");
        try (ReportFile out = ReportFile.open(file)) {
            out.append(figureThree(8));
        }
        Files.writeString(file, "logp,optimal,16,6,2", StandardOpenOption.APPEND); // killed mid-line
        try (ReportFile out = ReportFile.open(file)) {
            assertEquals(1, out.resumed());
            assertTrue(out.contains("logp", "optimal", Map.of("P", "8", "L", "6", "o", "2", "g", "4")));
            assertFalse(out.contains("logp", "optimal", Map.of("P", "16", "L", "6", "o", "2", "g", "4")));
            out.append(figureThree(16));
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals(3, lines.size());
        assertTrue(lines.get(2).startsWith("logp,optimal,16,6,2,4,,,,,,,,,,,,,,,32,32,"), lines.get(2));
        assertEquals(2, ReportFile.read(file).size());
    }

    @Test
    void jsonLinesRoundTripTheSamePoints() throws IOException {
        Path file = dir.resolve("runs.jsonl");
        try (ReportFile out = ReportFile.open(file)) {
            out.append(figureThree(8));
        }
        String line = Files.readAllLines(file).get(0);
        assertTrue(line.startsWith("{\"model\":\"logp\",\"algorithm\":\"optimal\",\"P\":8,\"L\":6,\"o\":2,\"g\":4,"
                + "\"measured\":24,\"bound\":24,\"claim\":\"equals\",\"holds\":true,"), line);
        try (ReportFile out = ReportFile.open(file)) {
            assertTrue(out.contains("logp", "optimal", Map.of("P", "8", "L", "6", "o", "2", "g", "4")));
        }
    }

    @Test
    void aFileWithAnotherHeaderIsRefusedAndLeftAsItWas() throws IOException {
        Path file = dir.resolve("other.csv");
        Files.writeString(file, "a,b,c\n1,2,3\n4,5");
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(file));
        assertTrue(e.getMessage().startsWith(file + " exists with a different header"), e.getMessage());
        assertEquals("a,b,c\n1,2,3\n4,5", Files.readString(file));
        assertThrows(InvalidParameterException.class, () -> ReportFile.open(dir.resolve("runs.txt")));
        assertThrows(InvalidParameterException.class, () -> ReportFile.open(dir.resolve("none/runs.csv")));
    }

    /* A damaged line inside a file is refused, naming it, and the file is left as it was; CRLF line ends are read. */
    @Test
    void aDamagedMiddleLineIsRefusedAndCrlfLineEndsAreRead() throws IOException {
        Path csv = dir.resolve("runs.csv");
        try (ReportFile out = ReportFile.open(csv)) {
            out.append(figureThree(8));
            out.append(figureThree(16));
        }
        List<String> lines = Files.readAllLines(csv);
        Path crlf = dir.resolve("crlf.csv");
        Files.writeString(crlf, String.join("\r\n", lines) + "\r\n\r\n"); // and a blank line, which is no point
        try (ReportFile out = ReportFile.open(crlf)) {
            assertEquals(2, out.resumed());
            assertTrue(out.contains("logp", "optimal", Map.of("P", "16", "L", "6", "o", "2", "g", "4")));
        }
        Path garbage = dir.resolve("garbage.csv");
        String damaged = lines.get(0) + "\ngarbage,,,,\n" + lines.get(1) + "\n";
        Files.writeString(garbage, damaged);
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(garbage));
        assertTrue(e.getMessage().contains("holds a row of 5 cells, not the header's 28: 'garbage,,,,'"), e.getMessage());
        assertEquals(damaged, Files.readString(garbage));

        Path jsonl = dir.resolve("runs.jsonl");
        try (ReportFile out = ReportFile.open(jsonl)) {
            out.append(figureThree(8));
        }
        String torn = "{\"model\":\"logp\",\"alg\n" + Files.readString(jsonl);
        Files.writeString(jsonl, torn);
        e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(jsonl));
        assertTrue(e.getMessage().contains("holds a line that is not valid JSON: '{\"model\":\"logp\",\"alg'"),
                e.getMessage());
        assertEquals(torn, Files.readString(jsonl));
    }
}
