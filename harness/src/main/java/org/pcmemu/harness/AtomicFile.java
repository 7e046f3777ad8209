package org.pcmemu.harness;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes a file so that nobody ever sees it half-written: the content goes to a temporary file
 * in the same folder, which is then renamed onto the target (atomically where the file system
 * can). If anything fails, the temporary file is deleted and the target is left as it was; one
 * left by a process that was killed mid-write is deleted by the next write to the same target.
 */
public final class AtomicFile {
    private static final int PROBE_BYTES = 4096;
    /* The longest file name of the common file systems (ext4, xfs, btrfs, tmpfs), in bytes. */
    private static final int NAME_MAX = 255;
    /* Enough of the target's name to recognize its temporary files, short enough for any file system. */
    private static final int KEPT_NAME = 100;
    /* The longest chain of symbolic links followed, as Linux's own limit. */
    private static final int MOST_LINKS = 40;
    private AtomicFile() {
    }

    /** Produces the file's content; must not close {@code out}. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code target}, or the file it links to: a symbolic link is followed (to the end of
     * a chain of links) and kept, and the file it names is replaced.
     */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target(target);
        removeStale(absolute);
        Path temp = temporary(absolute);
        temp.toFile().deleteOnExit(); // also on Ctrl-C mid-write; harmless once renamed
        boolean moved = false;
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16)) {
                content.writeTo(out);
            }
            makeReadable(temp);
            move(temp, absolute);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /**
     * Checks, before a long run, that {@code target} can be written: creates a temporary file
     * beside it, writes and syncs a block to it, and deletes it. Fails as a write would (a
     * read-only or full file system, a missing permission, a name too long).
     */
    public static void probe(Path target) throws IOException {
        Path absolute = target(target);
        int length = absolute.getFileName().toString().getBytes(StandardCharsets.UTF_8).length;
        if (length > NAME_MAX) {
            throw new FileSystemException(absolute.toString(), null, "file name of " + length
                    + " bytes, longer than the " + NAME_MAX + " a file system takes");
        }
        removeStale(absolute);
        Path temp = temporary(absolute);
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.allocate(PROBE_BYTES));
            channel.force(true);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * The absolute path a write of {@code path} replaces: {@code path} itself, or, if it is a
     * symbolic link, the file at the end of its chain of links (which need not exist yet).
     *
     * @throws FileSystemException for a chain of more than 40 links (a loop)
     */
    public static Path target(Path path) throws IOException {
        Path p = path.toAbsolutePath();
        for (int links = 0; Files.isSymbolicLink(p); links++) {
            if (links == MOST_LINKS) {
                throw new FileSystemException(path.toString(), null, "more than " + MOST_LINKS
                        + " symbolic links in a row (a loop?)");
            }
            p = p.resolveSibling(Files.readSymbolicLink(p)).normalize();
        }
        return p;
    }

    /*
     * ".NAME.pcmemu-PID.RANDOM.tmp" beside the target: the process id lets a later write remove
     * what a killed process left (a SIGKILL runs no cleanup). A long NAME is cut, so that the
     * temporary name is no longer than the target's.
     */
    private static Path temporary(Path absolute) throws IOException {
        return Files.createTempFile(absolute.getParent(), prefix(absolute) + ProcessHandle.current().pid() + ".",
                ".tmp");
    }

    private static String prefix(Path absolute) {
        String name = absolute.getFileName().toString();
        return "." + name.substring(0, Math.min(name.length(), KEPT_NAME)) + ".pcmemu-";
    }

    /* Deletes the temporary files of this target left by processes that no longer run. */
    private static void removeStale(Path absolute) {
        String prefix = prefix(absolute);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(absolute.getParent(), prefix + "*.tmp")) {
            for (Path entry : entries) {
                String rest = entry.getFileName().toString().substring(prefix.length());
                int dot = rest.indexOf('.');
                if (dot > 0 && rest.substring(0, dot).chars().allMatch(Character::isDigit)
                        && ProcessHandle.of(Long.parseLong(rest.substring(0, dot))).isEmpty()) {
                    Files.deleteIfExists(entry);
                }
            }
        } catch (IOException | RuntimeException e) {
            // best effort: a leftover we cannot remove does not stop this write
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /* Temporary files are created owner-only (0600); an output file should be rw-r--r--. */
    private static void makeReadable(Path file) throws IOException {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }
}
