package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
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
        assertEquals("model,algorithm,P,L,o,g,capacity,receive,lambda,G,O,cost,latency,bandwidth,words,k,operands,"
                + "time,operator,items,points,c,local,seed,params,measured,bound,claim,holds,ratio,messages,windows,"
                + "supersteps,wallMillis", lines.get(0));
        assertTrue(lines.get(1).startsWith("logp,optimal,8,6,2,4,,,,,,,,,,,,,,,,,,,,24,24,equals,true,1.000000,7,"),
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
        assertTrue(lines.get(2).startsWith("logp,optimal,16,6,2,4,,,,,,,,,,,,,,,,,,,,32,32,"), lines.get(2));
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

    /*
     * P on every model; windows on the window engine, supersteps on the barrier engine, each empty
     * (CSV) or absent (JSON Lines) on the other. The BSP notes' Algorithm 1 (flat) is one superstep.
     */
    @Test
    void windowsAndSuperstepsEachOnlyWhereTheyApply() throws IOException {
        Report logp = figureThree(8);
        Report bsp = new RunSpec("broadcast", Machine.parse("bsp:g=1,L=8", 8), "flat", Map.of(),
                RunOptions.defaults()).run();
        Path file = dir.resolve("both.csv");
        try (ReportFile out = ReportFile.open(file)) {
            out.append(logp);
            out.append(bsp);
        }
        List<Map<String, String>> rows = ReportFile.read(file);
        assertEquals("8", rows.get(0).get("P"));
        assertEquals("8", rows.get(1).get("P"));
        assertTrue(Long.parseLong(rows.get(0).get("windows")) > 0, rows.get(0).toString());
        assertEquals("", rows.get(0).get("supersteps"));
        assertEquals("", rows.get(1).get("windows"));
        assertEquals("1", rows.get(1).get("supersteps"));
        assertFalse(ReportFile.header().contains("p"));

        Path jsonl = dir.resolve("both.jsonl");
        try (ReportFile out = ReportFile.open(jsonl)) {
            out.append(logp);
            out.append(bsp);
        }
        rows = ReportFile.read(jsonl);
        assertFalse(rows.get(0).containsKey("supersteps"), rows.get(0).toString());
        assertFalse(rows.get(1).containsKey("windows"), rows.get(1).toString());
        assertEquals("1", rows.get(1).get("supersteps"));
        assertEquals("8", rows.get(1).get("P"));
    }

    /* A file of the schema before P on every model and camelCase names is refused and left as it was. */
    @Test
    void aFileOfAnOlderPcmemuIsRefusedNotResumed() throws IOException {
        Path csv = dir.resolve("old.csv");
        String old = "model,algorithm,P,L,o,g,capacity,lambda,p,cost,latency,bandwidth,words,k,operands,items,points,c,"
                + "local,seed,measured,bound,claim,holds,ratio,messages,steps,wallMs\n"
                + "bsp,flat,,,,1,,,8,,,,,,,,,,,,22,22,equals,true,1.000000,7,1,0.500\n";
        Files.writeString(csv, old);
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(csv));
        assertTrue(e.getMessage().startsWith(csv + " was written by an older pcmemu"), e.getMessage());
        assertTrue(e.getMessage().contains("choose another --out"), e.getMessage());
        assertEquals(old, Files.readString(csv));

        Path jsonl = dir.resolve("old.jsonl");
        String oldLine = "{\"model\":\"bsp\",\"algorithm\":\"flat\",\"L\":8,\"g\":1,\"p\":8,\"measured\":22,"
                + "\"steps\":1,\"wallMs\":0.5}\n";
        Files.writeString(jsonl, oldLine);
        e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(jsonl));
        assertTrue(e.getMessage().startsWith(jsonl + " was written by an older pcmemu"), e.getMessage());
        assertEquals(oldLine, Files.readString(jsonl));
    }

    /* One writer per file: a second open, by any spelling of the path, is refused until the first closes. */
    @Test
    void anOpenFileIsLockedAgainstASecondWriter() throws IOException {
        Path file = dir.resolve("runs.csv");
        try (ReportFile out = ReportFile.open(file)) {
            out.append(figureThree(8));
            for (Path same : List.of(file, dir.resolve(".").resolve("runs.csv"))) {
                InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(same));
                assertEquals(same + " is being written by another sweep (in this process); wait for it or choose"
                        + " another --out", e.getMessage());
            }
            Path link = Files.createSymbolicLink(dir.resolve("link.csv"), file);
            assertThrows(InvalidParameterException.class, () -> ReportFile.open(link));
            out.append(figureThree(16)); // still the writer
        }
        try (ReportFile again = ReportFile.open(file)) {
            assertEquals(2, again.resumed());
        }
        assertEquals(3, Files.readAllLines(file).size());
    }

    /* After seal (a shutdown hook's call) nothing more is written, and the count is of the lines written. */
    @Test
    void aSealedFileTakesNoMoreLines() throws IOException {
        Path file = dir.resolve("runs.csv");
        try (ReportFile out = ReportFile.open(file)) {
            assertTrue(out.append(figureThree(8)));
            assertEquals(1, out.seal());
            assertFalse(out.append(figureThree(16)));
        }
        assertEquals(2, Files.readAllLines(file).size());
    }

    /* A stream (standard output) gets the header and one line per report, as a file does. */
    @Test
    void aStreamGetsTheSameLines() {
        StringWriter text = new StringWriter();
        try (ReportFile out = ReportFile.stream(new PrintWriter(text), ReportFile.Format.CSV)) {
            out.append(figureThree(8));
        }
        List<String> lines = text.toString().lines().toList();
        assertEquals(2, lines.size(), text.toString());
        assertEquals(String.join(",", ReportFile.header()), lines.get(0));
        assertTrue(lines.get(1).startsWith("logp,optimal,8,6,2,4,,,,,,,,,,,,,,,,,,,,24,24,equals,true,"), lines.get(1));
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
        assertTrue(e.getMessage().contains("holds a row of 5 cells, not the header's 34: 'garbage,,,,'"), e.getMessage());
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

    /* A row whose measured value is no number (written half, a disk's garbage) is torn: its point is done again. */
    @Test
    void aRowWithoutANumberMeasuredIsDoneAgain() throws IOException {
        Path file = written("runs.csv", 8, 16);
        List<String> lines = Files.readAllLines(file);
        String torn = lines.get(2).replace(",32,32,", ",3\u0000,32,");
        Files.writeString(file, lines.get(0) + "\n" + lines.get(1) + "\n" + torn + "\n");
        try (ReportFile out = ReportFile.open(file)) {
            assertEquals(1, out.resumed());
            assertFalse(out.contains("logp", "optimal", Map.of("P", "16", "L", "6", "o", "2", "g", "4")));
            out.append(figureThree(16));
        }
        try (ReportFile again = ReportFile.open(file)) { // the torn row and its point's new row: no duplicate
            assertEquals(2, again.resumed());
        }
    }

    /* A file that holds one point twice (two files put together) is refused, naming the point, and left as it was. */
    @Test
    void aFileWithAPointTwiceIsRefused() throws IOException {
        Path file = written("runs.csv", 8);
        List<String> lines = Files.readAllLines(file);
        String doubled = lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(1) + "\n";
        Files.writeString(file, doubled);
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> ReportFile.open(file));
        assertTrue(e.getMessage().startsWith(file + " holds the point logp optimal P=8 L=6 o=2 g=4 twice"),
                e.getMessage());
        assertEquals(doubled, Files.readString(file));
    }

    /* A file of the Figure 3 broadcast on each of {@code processors}. */
    private Path written(String name, int... processors) {
        Path file = dir.resolve(name);
        try (ReportFile out = ReportFile.open(file)) {
            for (int p : processors) {
                out.append(figureThree(p));
            }
        }
        return file;
    }
}
