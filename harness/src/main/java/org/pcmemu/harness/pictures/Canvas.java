package org.pcmemu.harness.pictures;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import org.jfree.svg.SVGGraphics2D;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.AtomicFile;

/**
 * One drawing, two outputs: a picture is painted once on a {@link Graphics2D}, which is JFreeSVG's
 * {@link SVGGraphics2D} for an SVG file (strings stay {@code <text>} elements) or a
 * {@link BufferedImage} for a PNG file (written by {@link ImageIO}). No window system is needed:
 * the class sets {@code java.awt.headless=true} unless it was set already, which takes effect if
 * it runs before AWT's first class loads (see {@link #headless()}); an unreachable DISPLAY then
 * does no harm.
 */
public final class Canvas {
    static {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** The file formats, chosen by the file name's extension. */
    public enum Format {
        SVG, PNG
    }

    private Canvas() {
    }

    /**
     * Makes sure {@code java.awt.headless} is set; returns true. A class with AWT constants calls
     * this before them: AWT reads the property once, when its first class ({@code Color}) loads.
     */
    public static boolean headless() {
        return true;
    }

    /**
     * The format of {@code file} by its extension (.svg or .png, any case), or an
     * {@link InvalidParameterException} naming {@code option} (e.g. "--chart").
     */
    public static Format format(String option, Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg")) {
            return Format.SVG;
        }
        if (name.endsWith(".png")) {
            return Format.PNG;
        }
        throw new InvalidParameterException(option + " " + file + ": the file name must end in .svg or .png");
    }

    /** Checks that {@code file} can take a picture: .svg or .png, in a folder that exists. */
    public static void check(String option, Path file) {
        format(option, file);
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InvalidParameterException(option + " " + file + ": folder " + folder + " does not exist");
        }
    }

    /** A graphics context for measuring text before the picture's size is known. */
    public static Graphics2D measuring() {
        return new SVGGraphics2D(10, 10);
    }

    /** The picture as an SVG document. */
    public static String svg(int width, int height, Consumer<Graphics2D> painter) {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        background(g, width, height);
        painter.accept(g);
        return g.getSVGDocument();
    }

    /** The picture as an image, antialiased, on white. */
    public static BufferedImage image(int width, int height, Consumer<Graphics2D> painter) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            background(g, width, height);
            painter.accept(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The picture as PNG bytes. */
    public static byte[] png(int width, int height, Consumer<Graphics2D> painter) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image(width, height, painter), "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * Paints the picture into {@code file} (SVG or PNG by its extension), whole or not at all, and
     * returns {@code file}.
     */
    public static Path write(Path file, String option, int width, int height, Consumer<Graphics2D> painter) {
        byte[] bytes = switch (format(option, file)) {
            case SVG -> svg(width, height, painter).getBytes(StandardCharsets.UTF_8);
            case PNG -> png(width, height, painter);
        };
        try {
            AtomicFile.write(file, out -> out.write(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the picture to " + file + ": " + e.getMessage(), e);
        }
        return file;
    }

    private static void background(Graphics2D g, int width, int height) {
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setColor(Color.BLACK);
    }
}
