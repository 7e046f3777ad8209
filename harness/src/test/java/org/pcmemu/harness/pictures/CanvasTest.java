package org.pcmemu.harness.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

class CanvasTest {
    @TempDir
    Path dir;

    /** In a fresh JVM: the LogP paper's Figure 3 run drawn as PNG into args[0]. */
    public static void main(String[] args) {
        Report r = new RunSpec("broadcast", Machine.parse("logp:L=6,o=2,g=4", 8), "optimal", Map.of(),
                RunOptions.defaults().withTrace(true)).run();
        ActivityChart.write(new ActivityChart.Run("fig3", "", r.trace(), r.measured(), r.bound().value(),
                r.claim().label()), Path.of(args[0]));
    }

    /*
     * A DISPLAY that names no X server: AWT would try to connect to it when it first draws on an
     * image, unless java.awt.headless is set before its first class loads, as Canvas does.
     */
    @Test
    void aPngIsDrawnWhereDisplayNamesNoServer() throws IOException, InterruptedException {
        Path png = dir.resolve("fig3.png");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CanvasTest.class.getName(), png.toString())
                .redirectErrorStream(true);
        pb.environment().put("DISPLAY", ":97");
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        assertEquals(0, p.exitValue(), output);
        assertNotNull(ImageIO.read(png.toFile()), "ImageIO reads the PNG");
    }

    @Test
    void theFormatIsTheExtensionsInAnyCase() {
        assertEquals(List.of(Canvas.Format.SVG, Canvas.Format.PNG, Canvas.Format.PNG),
                List.of(Canvas.format("--chart", Path.of("a.svg")), Canvas.format("--chart", Path.of("b.png")),
                        Canvas.format("--chart", Path.of("C.PNG"))));
    }
}
