package org.pcmemu.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashSet;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The argument files of a command line ({@code @FILE}, which picocli expands into the words it
 * holds), checked before picocli opens them: a folder made picocli print its stack trace, a named
 * pipe made it wait for a writer forever, and a file of 200,000 words took picocli minutes to
 * parse. An argument file must be a readable regular file of at most {@link #MOST_BYTES} bytes;
 * the {@code @} words inside one are checked the same way (picocli expands them too). A word
 * {@code @NAME} that names nothing (or nothing readable) is left to picocli, which takes it as a plain word; {@code @@x}
 * is picocli's escape for the word {@code @x}.
 */
final class ArgumentFiles {
    /** The largest argument file: a few thousand words, which picocli parses in well under a second. */
    static final int MOST_BYTES = 16 * 1024;
    /* Argument files within argument files, as deep as picocli would follow them here. */
    private static final int DEEPEST = 8;

    private ArgumentFiles() {
    }

    /** @throws InvalidParameterException naming the first argument file that cannot be read as one */
    static void check(String... args) {
        check(args, new HashSet<>(), 0);
    }

    private static void check(String[] words, Set<Path> seen, int depth) {
        for (String word : words) {
            if (word.length() > 1 && word.charAt(0) == '@' && word.charAt(1) != '@') {
                checkFile(word.substring(1), seen, depth);
            }
        }
    }

    private static void checkFile(String name, Set<Path> seen, int depth) {
        Path file;
        try {
            file = Path.of(name);
        } catch (RuntimeException e) { // not a path: a plain word to picocli
            return;
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return; // names nothing: picocli takes "@NAME" as a plain word
        }
        String what = "argument file @" + name;
        if (attributes.isDirectory()) {
            throw new InvalidParameterException(what + " is a folder, not a file of arguments");
        }
        if (!attributes.isRegularFile()) {
            throw new InvalidParameterException(what + " is not a regular file (a pipe, a device or a socket):"
                    + " write the arguments to a file");
        }
        if (attributes.size() > MOST_BYTES) {
            throw new InvalidParameterException(what + " has " + attributes.size() + " bytes, more than the "
                    + MOST_BYTES + " an argument file may have");
        }
        Path real = file.toAbsolutePath().normalize();
        if (!Files.isReadable(file) || !seen.add(real) || depth >= DEEPEST) {
            // picocli takes an unreadable "@NAME" as a plain word, and stops at a file it has expanded
            return;
        }
        String text;
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(MOST_BYTES + 1);
            if (bytes.length > MOST_BYTES) { // it grew since
                throw new InvalidParameterException(what + " has more than the " + MOST_BYTES
                        + " bytes an argument file may have");
            }
            text = new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidParameterException(what + " cannot be read: " + FailureHandler.describe(e));
        }
        check(words(text), seen, depth + 1);
    }

    /* The file's words as picocli splits them, near enough to find the @ words: quotes stripped. */
    private static String[] words(String text) {
        return text.lines().filter(line -> !line.strip().startsWith("#"))
                .flatMap(line -> java.util.Arrays.stream(line.strip().split("\\s+")))
                .map(w -> w.replaceAll("^[\"']|[\"']$", "")).toArray(String[]::new);
    }
}
