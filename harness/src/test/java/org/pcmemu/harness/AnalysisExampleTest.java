package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pcmemu.emulator.RunOptions;

/**
 * examples/analysis/plot_sweep.py on sweep files the harness writes: it runs where a python3 with
 * pandas and matplotlib is found (Debian: python3-pandas python3-matplotlib, which
 * scripts/install-python-analysis.sh installs) and is skipped, saying so, where none is.
 */
class AnalysisExampleTest {
    private static final Path SCRIPT = Path.of("..", "examples", "analysis", "plot_sweep.py").toAbsolutePath()
            .normalize();
    private static String python;

    @TempDir
    Path dir;

    @BeforeAll
    static void findPython() {
        for (String candidate : List.of("python3", "/usr/bin/python3")) {
            try {
                if (run(List.of(candidate, "-c", "import pandas, matplotlib"), Path.of(".")).exit() == 0) {
                    python = candidate;
                    return;
                }
            } catch (IOException e) {
                // not installed: try the next
            }
        }
    }

    private record Result(int exit, String output) {
    }

    private static Result run(List<String> command, Path folder) throws IOException {
        Process p = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
        try {
            if (!p.waitFor(180, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(-1, "timed out: " + command);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            return new Result(-1, "interrupted");
        }
        return new Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    private static void assumePython() {
        assumeTrue(python != null, "no python3 with pandas and matplotlib here (Debian: apt-get install"
                + " python3-pandas python3-matplotlib, or scripts/install-python-analysis.sh as root):"
                + " examples/analysis/plot_sweep.py not run");
    }

    /* Sweeps {@code algorithms} over P = 8, 16, 32 into {@code file} and returns its rows. */
    private static List<Map<String, String>> sweep(Path file, ModelKind model, List<String> algorithms,
                                                   Map<String, String> parameters) {
        Grid grid = new Grid().add(model.processors(), "8..32:log2", true);
        parameters.forEach((name, value) -> grid.add(name, value, true));
        try (ReportFile out = ReportFile.open(file)) {
            new Sweep("broadcast", model, algorithms, grid, RunOptions.defaults()).run(out, 1, (d, t, s, r) -> { });
        }
        return ReportFile.read(file);
    }

    private void drawsEveryAlgorithm(ModelKind model, List<String> algorithms, Map<String, String> parameters)
            throws IOException {
        assumePython();
        Path csv = dir.resolve(model.label() + ".csv");
        List<Map<String, String>> rows = sweep(csv, model, algorithms, parameters);
        Path png = dir.resolve(model.label() + ".png");
        Result result = run(List.of(python, SCRIPT.toString(), csv.toString(), png.toString()), dir);
        assertEquals(0, result.exit(), result.output());
        for (String algorithm : algorithms) {
            List<Map<String, String>> mine = rows.stream().filter(r -> r.get("algorithm").equals(algorithm)).toList();
            long holds = mine.stream().filter(r -> r.get("holds").equals("true")).count();
            assertTrue(result.output().contains(algorithm + ": " + mine.size() + " points, claim holds at " + holds),
                    result.output());
        }
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "ImageIO reads the script's PNG");
        assertEquals(900, image.getWidth(), "9 inches at 100 dpi");
        assertEquals(550, image.getHeight(), "5.5 inches at 100 dpi");
    }

    @Test
    void drawsALogPSweep() throws IOException {
        drawsEveryAlgorithm(ModelKind.LOGP, List.of("optimal", "binomial"), Map.of("L", "6", "o", "2", "g", "4"));
    }

    @Test
    void drawsABspSweep() throws IOException {
        drawsEveryAlgorithm(ModelKind.BSP, List.of("binary", "flat"), Map.of("g", "1", "L", "8"));
    }

    /* A file of the older schema: the processor count in a column p, the wall time in wallMs. */
    @Test
    void readsTheOlderColumnNames() throws IOException {
        assumePython();
        Path csv = dir.resolve("old.csv");
        List<String> lines = new ArrayList<>(List.of("model,algorithm,p,measured,bound,claim,holds,ratio,steps,wallMs"));
        lines.add("bsp,binary,8,24,24,equals,true,1.0,3,0.5");
        lines.add("bsp,binary,16,32,32,equals,true,1.0,4,0.6");
        Files.write(csv, lines);
        Result result = run(List.of(python, SCRIPT.toString(), csv.toString(), dir.resolve("old.png").toString()), dir);
        assertEquals(0, result.exit(), result.output());
        assertTrue(result.output().contains("binary: 2 points, claim holds at 2"), result.output());
        assertNotNull(ImageIO.read(dir.resolve("old.png").toFile()));
    }

    @Test
    void refusesAFileThatIsNoSweep() throws IOException {
        assumePython();
        Path csv = dir.resolve("other.csv");
        Files.writeString(csv, "a,b\n1,2\n");
        Result result = run(List.of(python, SCRIPT.toString(), csv.toString(), dir.resolve("x.png").toString()), dir);
        assertEquals(1, result.exit(), result.output());
        assertTrue(result.output().contains("not a pcmemu sweep file"), result.output());
    }
}
