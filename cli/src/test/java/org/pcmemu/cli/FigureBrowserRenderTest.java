package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real browser draws the LogP paper's Figure 3 as {@code pcmemu figure logp-fig3} wrote it:
 * Debian's headless chromium (scripts/install-chromium.sh installs it, .ci/run calls that) renders
 * the SVG to PNG through scripts/render-svg.sh, and the pixels show the tree's eight nodes on the
 * left and the send and receive overheads in the activity rows on the right. Skipped, with a
 * message, where no chromium is installed.
 */
class FigureBrowserRenderTest {
    private static final Path SCRIPT = Path.of("..", "scripts", "render-svg.sh").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void chromiumRendersFigureThreeWithTheTreeAndTheActivity() throws Exception {
        assumeTrue(chromiumInstalled(), "skipped: no chromium on this machine; scripts/install-chromium.sh installs"
                + " Debian's (as root)");
        Invocation run = Invocation.of("figure", "logp-fig3", "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        Path svg = dir.resolve("logp-fig3.svg");
        Path png = dir.resolve("logp-fig3.png");
        Process render = new ProcessBuilder("bash", SCRIPT.toString(), svg.toString(), png.toString())
                .redirectErrorStream(true).start();
        assertTrue(render.waitFor(150, TimeUnit.SECONDS), "chromium did not finish in 150 s");
        String log = new String(render.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, render.exitValue(), log);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1200, image.getWidth());
        String text = Files.readString(svg);
        int height = (int) Double.parseDouble(text.replaceFirst("(?s).*?<svg[^>]*height='([0-9.]+)'.*", "$1"));
        assertEquals(height, image.getHeight());

        long nonWhite = 0;
        long nodeFill = 0;
        long send = 0;
        long receive = 0;
        int firstSend = Integer.MAX_VALUE;
        int lastReceive = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                nonWhite += near(rgb, 0xFFFFFF, 12) ? 0 : 1;
                if (near(rgb, 0xFFF3E0, 6) && x < 400) {
                    nodeFill++;
                }
                if (near(rgb, 0x3B6FB6, 20)) {
                    send++;
                    assertTrue(x >= 400, "send overheads only in the activity panel, x = " + x);
                    firstSend = Math.min(firstSend, x);
                }
                if (near(rgb, 0xE08A2C, 20)) {
                    receive++;
                    assertTrue(x >= 400, "receive overheads only in the activity panel, x = " + x);
                    lastReceive = Math.max(lastReceive, x);
                }
            }
        }
        long area = (long) image.getWidth() * image.getHeight();
        assertTrue(nonWhite > area / 30 && nonWhite < area / 2, "not blank, not a block: " + nonWhite + " of " + area);
        assertTrue(nodeFill > 8 * 400, "the tree's eight nodes: " + nodeFill + " pixels");
        // seven sends and seven receives of o = 2 cycles, each box about 59 x 18 pixels
        assertTrue(send > 7 * 700 && send < 7 * 1400, "send boxes: " + send + " pixels");
        assertTrue(receive > 7 * 700 && receive < 7 * 1400, "receive boxes: " + receive + " pixels");
        // the first send starts at cycle 0 (x = 450), the last receive ends at cycle 24 (x = 1160)
        assertTrue(Math.abs(firstSend - 450) <= 3, "first send at x = " + firstSend);
        assertTrue(Math.abs(lastReceive - 1160) <= 3, "last receive ends at x = " + lastReceive);
    }

    private static boolean near(int rgb, int target, int tolerance) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((rgb >> shift) & 0xFF) - ((target >> shift) & 0xFF)) > tolerance) {
                return false;
            }
        }
        return true;
    }

    private static boolean chromiumInstalled() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", "command -v chromium || command -v chromium-browser")
                .redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    }
}
