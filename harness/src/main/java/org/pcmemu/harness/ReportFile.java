package org.pcmemu.harness;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * A file of reports, one line each, in one flat schema for every model and algorithm: CSV (a
 * header line, then one row per report) or JSON Lines (one object per line), chosen by the
 * extension. Columns:
 *
 * <pre>
 *   model, algorithm,                                    the model's and the algorithm's names
 *   P,                                                   processors, on every model
 *   L, o, g, capacity, receive, lambda, G, O,            the machine's parameters, as on the command line
 *   cost, latency, bandwidth
 *   words, k, operands, items, points, c, local, seed    the algorithm's parameters, defaults filled in
 *   params                                               a user's program's parameters that have no column of
 *                                                        their own, "name=value name=value" in declared order
 *   measured, bound                                      the run's model cost and the paper's bound (cycles)
 *   claim, holds, ratio                                  how the bound relates to measured, whether that holds,
 *                                                        measured / bound (all four empty for a user's program
 *                                                        without a bound)
 *   messages                                             messages sent
 *   windows                                              the window engine's synchronization windows (LogP, postal)
 *   supersteps                                           the barrier engine's priced steps: BSP's supersteps, and
 *                                                        on H-PRAM and D-BSP every sub-machine's steps
 *   wallMillis                                           real time of the run, milliseconds
 * </pre>
 *
 * The parameter columns are every model's, then every registered algorithm's ({@link #PARAMETERS})
 * but those that change only what {@code run} prints ({@link Parameter#printOnly()}); a parameter
 * a model or algorithm does not take, and windows or supersteps where the engine is not the one
 * counting them, is empty (CSV) or absent (JSON Lines). A file of an older pcmemu (a
 * column {@code p}, {@code steps} or {@code wallMs}) is refused, not resumed into.
 *
 * <p>Appending: each report is written as one whole line and flushed at once, so a killed sweep
 * loses at most the line it was writing. Reopening a file reads the points already in it (by
 * their parameter columns) so that they are skipped; a torn last line (no newline) is cut off
 * and its point done again, and so is a row whose measured value is no number. A file that holds
 * one point twice is refused.
 *
 * <p>Locking: an open file holds an exclusive lock on itself ({@link FileLock}, released when the
 * file is closed or the process ends, however it ends), so that a second writer, in another
 * process or this one, is refused instead of writing the same points again. A POSIX lock belongs
 * to the process and is dropped when the process closes any descriptor of the file, so while a
 * file is open here nothing else in this process should open it ({@link #read} after {@link #close}).
 * {@link #stream} writes to a stream instead (standard output): nothing to resume, nothing to lock.
 */
public final class ReportFile implements AutoCloseable {
    /** The processor count's column, on every model (the BSP papers' p is written P too). */
    public static final String PROCESSORS = "P";
    /** The parameter columns: the processor count, every model's, then every registered algorithm's. */
    public static final List<String> PARAMETERS = parameterColumns();
    /** The column of a user's program's parameters that have none of their own ({@link Programs}). */
    public static final String OTHER_PARAMETERS = "params";
    private static final List<String> RESULTS = List.of("measured", "bound", "claim", "holds", "ratio", "messages",
            "windows", "supersteps", "wallMillis");
    /* Columns of an older pcmemu's schema (p beside P, steps, wallMs): a file with one is not resumed. */
    private static final List<String> OLD_COLUMNS = List.of("p", "steps", "wallMs");
    /*
     * The files open in this process, by real path (links resolved): a second open is refused
     * before it opens a channel of its own, whose close would drop the first one's lock.
     */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    /** CSV or JSON Lines. */
    public enum Format {
        CSV, JSONL;

        /** By the file's extension: .csv, or .jsonl / .ndjson. */
        public static Format of(Path file) {
            String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".csv")) {
                return CSV;
            }
            if (name.endsWith(".jsonl") || name.endsWith(".ndjson")) {
                return JSONL;
            }
            throw new InvalidParameterException(file + ": unknown format, the file name must end in .csv or .jsonl");
        }
    }

    /* Where the lines go: a locked file, or a stream. */
    private interface Sink {
        /** Writes one line; false if the reader has gone (a closed standard output). */
        boolean line(String line) throws IOException;

        void close() throws IOException;
    }

    private final String name;
    private final Format format;
    private final Set<String> done;
    private final int resumed;
    private final Sink sink;
    private int appended;
    private boolean sealed;

    private ReportFile(String name, Format format, Set<String> done, Sink sink) {
        this.name = name;
        this.format = format;
        this.done = done;
        this.resumed = done.size();
        this.sink = sink;
    }

    /**
     * Opens {@code file} for appending and locks it: creates it (with the CSV header), or resumes
     * it: checks its header, cuts a torn last line, and remembers the points already written.
     *
     * @throws InvalidParameterException if another writer holds the file, or it is not a report
     *                                   file of this schema (named in the message)
     */
    public static ReportFile open(Path file) {
        Format format = Format.of(file);
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InvalidParameterException(file + ": folder " + folder + " does not exist");
        }
        if (Files.isDirectory(file)) {
            throw new InvalidParameterException(file + " is a folder, not a file");
        }
        Path held;
        try {
            held = Files.exists(file) ? file.toRealPath() : folder.toRealPath().resolve(file.getFileName());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file + ": " + e.getMessage(), e);
        }
        if (!HELD.add(held)) {
            throw busy(file, "in this process");
        }
        boolean existed = Files.exists(file);
        FileChannel channel = null;
        FileLock lock = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            lock = lock(channel, file);
            Set<String> done = channel.size() == 0 ? new HashSet<>() : resume(channel, file, format);
            channel.position(channel.size());
            ReportFile out = new ReportFile(file.toString(), format, done, new Locked(channel, held));
            if (channel.size() == 0 && format == Format.CSV) {
                out.writeLine(String.join(",", header()));
            }
            channel = null; // the report file owns it now
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file + ": " + e.getMessage(), e);
        } finally {
            if (channel != null) {
                if (lock != null && !existed) {
                    deleteQuietly(file); // created here, while locked: nobody else has written to it
                }
                closeQuietly(channel);
                HELD.remove(held);
            }
        }
    }

    /**
     * A report file on {@code out} (standard output) in {@code format}: the CSV header first, then
     * one line per report, each flushed; nothing to resume, nothing to lock. Once {@code out} cannot
     * be written (a reader such as {@code head} has gone) the file is sealed and takes no more lines.
     */
    public static ReportFile stream(PrintWriter out, Format format) {
        ReportFile file = new ReportFile("standard output", format, new HashSet<>(), new Sink() {
            @Override
            public boolean line(String line) {
                out.println(line);
                // checkError flushes; a PrintWriter over System.out never sees the PrintStream's own errors
                return !out.checkError() && !System.out.checkError();
            }

            @Override
            public void close() {
                out.flush();
            }
        });
        if (format == Format.CSV) {
            file.writeLine(String.join(",", header()));
        }
        return file;
    }

    /* A file of this process: its channel holds the lock until it is closed. */
    private record Locked(FileChannel channel, Path held) implements Sink {
        @Override
        public boolean line(String line) throws IOException {
            ByteBuffer buffer = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            return true;
        }

        @Override
        public void close() throws IOException {
            try {
                channel.close();
            } finally {
                HELD.remove(held);
            }
        }
    }

    private static FileLock lock(FileChannel channel, Path file) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) { // held in this process, opened by a path HELD did not know
            throw busy(file, "in this process");
        } catch (IOException e) {
            throw new IOException("cannot lock it (" + e.getMessage() + "); choose an --out on a file system that"
                    + " has locks", e);
        }
        if (lock == null) {
            OptionalLong pid = holder(file);
            throw busy(file, pid.isPresent() ? "pid " + pid.getAsLong() : null);
        }
        return lock;
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // the open failed already; that failure is the one to report
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // an empty file left behind is resumed as a fresh one
        }
    }

    private static InvalidParameterException busy(Path file, String who) {
        return new InvalidParameterException(file + " is being written by another sweep"
                + (who == null ? "" : " (" + who + ")") + "; wait for it or choose another --out");
    }

    /*
     * The process holding a lock on {@code file}, from Linux's /proc/locks ("1: POSIX ADVISORY WRITE
     * PID MAJOR:MINOR:INODE START END"); empty where that cannot be told.
     */
    private static OptionalLong holder(Path file) {
        try {
            long inode = ((Number) Files.getAttribute(file, "unix:ino")).longValue();
            long dev = ((Number) Files.getAttribute(file, "unix:dev")).longValue();
            long major = ((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL);
            long minor = (dev & 0xff) | ((dev >>> 12) & ~0xffL);
            for (String line : Files.readAllLines(Path.of("/proc/locks"))) {
                String[] f = line.strip().split("\\s+");
                if (f.length < 6 || f[1].equals("->")) {
                    continue; // a waiter, not a holder
                }
                String[] id = f[5].split(":");
                if (id.length == 3 && Long.parseLong(id[2]) == inode && Long.parseLong(id[0], 16) == major
                        && Long.parseLong(id[1], 16) == minor && Long.parseLong(f[4]) > 0) {
                    return OptionalLong.of(Long.parseLong(f[4]));
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or no /proc: the message goes without the pid
        }
        return OptionalLong.empty();
    }

    /** The CSV header. */
    public static List<String> header() {
        List<String> h = new ArrayList<>(List.of("model", "algorithm"));
        h.addAll(PARAMETERS);
        h.addAll(RESULTS);
        return h;
    }

    /** Whether a point with these coordinates is already in the file. */
    public boolean contains(String model, String algorithm, Map<String, String> parameters) {
        return done.contains(key(model, algorithm, parameters));
    }

    /** Whether the point of {@code spec} (its parameters as they will be reported) is already in the file. */
    public boolean contains(RunSpec spec) {
        return done.contains(key(spec));
    }

    /** Points found in the file when it was opened. */
    public int resumed() {
        return resumed;
    }

    /**
     * Appends one report as one line, flushed to the file; after {@link #seal} it writes nothing.
     *
     * @return whether the line was written
     */
    public synchronized boolean append(Report r) {
        if (sealed) {
            return false;
        }
        Map<String, String> cells = cells(r);
        if (!writeLine(format == Format.CSV ? csv(cells) : json(cells))) {
            sealed = true;
            return false;
        }
        done.add(key(r.machine().kind().label(), r.algorithm(), parameterCells(r.machine(), r.parameters())));
        appended++;
        return true;
    }

    /**
     * Stops the file taking lines (the process is ending: a shutdown hook's call) and tells how many
     * this object appended, so that the count is exactly the lines in the file.
     */
    public synchronized int seal() {
        sealed = true;
        return appended;
    }

    /** Whether the file takes no more lines: {@link #seal}ed, closed, or its stream's reader gone. */
    public synchronized boolean sealed() {
        return sealed;
    }

    @Override
    public synchronized void close() {
        sealed = true;
        try {
            sink.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + name + ": " + e.getMessage(), e);
        }
    }

    /** Every column of a report, as text; parameters not taken are absent. */
    public static Map<String, String> cells(Report r) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("model", r.machine().kind().label());
        c.put("algorithm", r.algorithm());
        c.putAll(parameterCells(r.machine(), r.parameters()));
        c.put("measured", Long.toString(r.measured()));
        if (r.hasBound()) { // a user's program without a bound leaves these four empty
            c.put("bound", Long.toString(r.bound().value()));
            c.put("claim", r.claim().label());
            c.put("holds", Boolean.toString(r.holds()));
            c.put("ratio", String.format(Locale.ROOT, "%.6f", r.ratio()));
        }
        c.put("messages", Long.toString(r.messages()));
        r.windows().ifPresent(n -> c.put("windows", Long.toString(n)));
        r.supersteps().ifPresent(n -> c.put("supersteps", Long.toString(n)));
        c.put("wallMillis", String.format(Locale.ROOT, "%.3f", r.wallMillis()));
        return c;
    }

    /* The parameter columns of a point, in schema order: the machine's, then the algorithm's. */
    private static Map<String, String> parameterCells(Machine machine, Map<String, Long> parameters) {
        Map<String, String> given = new LinkedHashMap<>();
        given.put(PROCESSORS, Integer.toString(machine.processors()));
        given.putAll(machine.parameters());
        parameters.forEach((k, v) -> given.put(k, Long.toString(v)));
        Map<String, String> c = new LinkedHashMap<>();
        for (String column : PARAMETERS) {
            if (given.containsKey(column) && !column.equals(OTHER_PARAMETERS)) {
                c.put(column, given.get(column));
            }
        }
        List<String> others = new ArrayList<>();
        parameters.forEach((k, v) -> {
            if (!PARAMETERS.contains(k)) {
                others.add(k + "=" + v);
            }
        });
        if (!others.isEmpty()) {
            c.put(OTHER_PARAMETERS, String.join(" ", others));
        }
        return c;
    }

    /* The identity of a point: model, algorithm and every parameter column, in schema order. */
    private static String key(String model, String algorithm, Map<String, String> parameters) {
        StringBuilder sb = new StringBuilder(model).append('\u0000').append(algorithm);
        for (String column : PARAMETERS) {
            sb.append('\u0000').append(parameters.getOrDefault(column, ""));
        }
        return sb.toString();
    }

    /** A report as one CSV row of {@link #header()}. */
    public static String csvRow(Report r) {
        return csv(cells(r));
    }

    private static String csv(Map<String, String> cells) {
        List<String> row = new ArrayList<>();
        for (String column : header()) {
            row.add(quote(cells.getOrDefault(column, "")));
        }
        return String.join(",", row);
    }

    private static String quote(String cell) {
        return cell.contains(",") || cell.contains("\"") ? "\"" + cell.replace("\"", "\"\"") + "\"" : cell;
    }

    private static String json(Map<String, String> cells) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonGenerator g = new JsonFactory().createGenerator(bytes)) {
            g.writeStartObject();
            for (Map.Entry<String, String> e : cells.entrySet()) {
                if (isNumber(e.getKey())) {
                    g.writeFieldName(e.getKey());
                    g.writeNumber(e.getValue());
                } else if (e.getKey().equals("holds")) {
                    g.writeBooleanField(e.getKey(), Boolean.parseBoolean(e.getValue()));
                } else {
                    g.writeStringField(e.getKey(), e.getValue());
                }
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static boolean isNumber(String column) {
        return !List.of("model", "algorithm", "cost", "capacity", "receive", "latency", "bandwidth", OTHER_PARAMETERS,
                "claim", "holds").contains(column);
    }

    private boolean writeLine(String line) {
        try {
            return sink.line(line);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + name + ": " + e.getMessage(), e);
        }
    }

    /*
     * Reads the points of an existing file through the locked channel (another descriptor's close
     * would drop the lock), then cuts a torn last line (a write that was killed).
     */
    private static Set<String> resume(FileChannel channel, Path file, Format format) throws IOException {
        long size = channel.size();
        if (size > Integer.MAX_VALUE - 8) {
            throw new InvalidParameterException(file + " is larger than 2 GB; choose another --out");
        }
        byte[] all = new byte[(int) size];
        ByteBuffer buffer = ByteBuffer.wrap(all);
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
            // read on
        }
        int end = all.length;
        while (end > 0 && all[end - 1] != '\n') {
            end--;
        }
        if (format == Format.CSV) {
            checkHeader(all, file);
        }
        Set<String> done = new HashSet<>();
        for (Map<String, String> cells : rows(new String(all, 0, end, StandardCharsets.UTF_8), format, file)) {
            Map<String, String> parameters = new LinkedHashMap<>();
            for (String column : PARAMETERS) {
                String v = cells.getOrDefault(column, "");
                if (!v.isEmpty()) {
                    parameters.put(column, v);
                }
            }
            if (!cells.getOrDefault("measured", "").matches("[0-9]+")) {
                continue; // a torn row (its measured value is no number): its point is done again
            }
            if (!done.add(key(cells.getOrDefault("model", ""), cells.getOrDefault("algorithm", ""), parameters))) {
                throw new InvalidParameterException(file + " holds the point " + cells.getOrDefault("model", "")
                        + " " + cells.getOrDefault("algorithm", "") + " " + String.join(" ", parameters.entrySet().stream()
                        .map(String::valueOf).toList())
                        + " twice, and a sweep writes each point once; choose another --out, or remove one of them");
            }
        }
        if (end < all.length) {
            channel.truncate(end);
        }
        return done;
    }

    /* A CSV file's first line must be this schema's header. */
    private static void checkHeader(byte[] all, Path file) {
        String first = stripCr(new String(all, 0, Math.min(all.length, 4096), StandardCharsets.UTF_8)
                .split("\n", -1)[0]);
        if (!first.equals(String.join(",", header()))) {
            List<String> columns = List.of(first.split(",", -1));
            if (columns.size() > 2 && columns.subList(0, 2).equals(List.of("model", "algorithm"))
                    && columns.stream().anyMatch(OLD_COLUMNS::contains)) {
                throw older(file);
            }
            throw new InvalidParameterException(file + " exists with a different header; choose another file"
                    + " (expected: " + String.join(",", header()) + ")");
        }
    }

    private static InvalidParameterException older(Path file) {
        return new InvalidParameterException(file + " was written by an older pcmemu (columns p, steps, wallMs, now"
                + " P, windows, supersteps, wallMillis) and is not resumed; choose another --out, or move " + file
                + " away");
    }

    /**
     * {@code cells} with the parameters of its {@value #OTHER_PARAMETERS} column as columns of their
     * own, as a plot of a sweep over one of them reads them.
     */
    public static Map<String, String> expanded(Map<String, String> cells) {
        String others = cells.getOrDefault(OTHER_PARAMETERS, "");
        if (others.isBlank()) {
            return cells;
        }
        Map<String, String> out = new LinkedHashMap<>(cells);
        for (String pair : others.strip().split(" +")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.putIfAbsent(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return out;
    }

    /**
     * Every complete row of a report file, column -> text (for plots and checks), the parameters
     * of {@value #OTHER_PARAMETERS} as columns of their own ({@link #expanded}).
     */
    public static List<Map<String, String>> read(Path file) {
        try {
            return rows(new String(complete(Files.readAllBytes(file)), StandardCharsets.UTF_8), Format.of(file), file)
                    .stream().map(ReportFile::expanded).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** One complete line of a report file, as written, and its cells. */
    record Row(String line, Map<String, String> cells) {
    }

    /**
     * Every complete row of report file {@code file} (a torn last line is no row), as written and
     * as cells, a CSV file's header checked: a shard's points, for {@link SweepMerge}.
     */
    static List<Row> rowsOf(Path file) {
        try {
            byte[] all = complete(Files.readAllBytes(file));
            Format format = Format.of(file);
            if (format == Format.CSV && all.length > 0) {
                checkHeader(all, file);
            }
            List<Row> out = new ArrayList<>();
            for (String line : lines(new String(all, StandardCharsets.UTF_8), format)) {
                out.add(new Row(line, parse(line, format, file)));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /* The bytes up to the last newline: without a torn last line. */
    private static byte[] complete(byte[] all) {
        int end = all.length;
        while (end > 0 && all[end - 1] != '\n') {
            end--;
        }
        return end == all.length ? all : java.util.Arrays.copyOf(all, end);
    }

    /** The identity of the point of {@code spec} (its parameters as they will be reported), as rows are keyed. */
    static String key(RunSpec spec) { // the machine as its report names it: capacity=check under a spread
        return key(spec.machine().kind().label(), spec.algorithm(),
                parameterCells(spec.machine().ranWith(spec.options()), spec.completeParameters()));
    }

    /** The identity of the point of a row's {@code cells}. */
    static String key(Map<String, String> cells) {
        return key(cells.getOrDefault("model", ""), cells.getOrDefault("algorithm", ""), cells);
    }

    private static List<Map<String, String>> rows(String text, Format format, Path file) throws IOException {
        List<Map<String, String>> out = new ArrayList<>();
        for (String line : lines(text, format)) {
            out.add(parse(line, format, file));
        }
        return out;
    }

    /* The lines of complete rows (text ends in a newline or is empty): no CSV header, no blank line. */
    private static List<String> lines(String text, Format format) {
        List<String> lines = text.isEmpty() ? List.of() : List.of(text.substring(0, text.length() - 1).split("\n", -1));
        List<String> out = new ArrayList<>();
        for (String line : lines.subList(format == Format.CSV && !lines.isEmpty() ? 1 : 0, lines.size())) {
            line = stripCr(line); // a file saved with CRLF line ends
            if (!line.isBlank()) { // a blank line is no point
                out.add(line);
            }
        }
        return out;
    }

    private static Map<String, String> parse(String line, Format format, Path file) throws IOException {
        return format == Format.CSV ? parseCsv(line, file) : parseJson(line, file);
    }

    private static String stripCr(String line) {
        return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    }

    /* The line as a message quotes it: at most 80 characters. */
    private static String shown(String line) {
        return "'" + (line.length() > 80 ? line.substring(0, 77) + "..." : line) + "'";
    }

    private static Map<String, String> parseCsv(String line, Path file) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        List<String> h = header();
        if (cells.size() != h.size() || quoted) {
            throw new InvalidParameterException(file + " holds a row of " + cells.size() + " cells"
                    + (quoted ? " with an open quote" : "") + ", not the header's " + h.size() + ": " + shown(line)
                    + "; choose another file, or mend that line");
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < h.size(); i++) {
            out.put(h.get(i), cells.get(i));
        }
        return out;
    }

    private static Map<String, String> parseJson(String line, Path file) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        try (JsonParser p = new JsonFactory().createParser(line)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new InvalidParameterException(file + " holds a line that is not a JSON object: " + shown(line));
            }
            JsonToken t;
            while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                out.put(name, p.getText());
            }
            if (t != JsonToken.END_OBJECT || p.nextToken() != null) {
                throw new InvalidParameterException(file + " holds a line that is not one flat JSON object: "
                        + shown(line));
            }
        } catch (JsonProcessingException e) {
            throw new InvalidParameterException(file + " holds a line that is not valid JSON: " + shown(line)
                    + "; choose another file, or mend that line");
        }
        if (!out.keySet().containsAll(List.of("model", "algorithm", "measured"))) {
            throw new InvalidParameterException(file + " holds a line of another schema: " + shown(line));
        }
        if (out.keySet().stream().anyMatch(OLD_COLUMNS::contains)) {
            throw older(file);
        }
        return out;
    }

    private static List<String> parameterColumns() {
        List<String> columns = new ArrayList<>(List.of(PROCESSORS));
        for (ModelKind k : ModelKind.values()) {
            k.parameters().forEach(n -> addNew(columns, n));
        }
        for (Algorithm a : Registry.all()) {
            a.parameters().stream().filter(p -> !p.printOnly()).forEach(p -> addNew(columns, p.name()));
        }
        columns.add(OTHER_PARAMETERS);
        return List.copyOf(columns);
    }

    private static void addNew(List<String> columns, String name) {
        if (!columns.contains(name)) {
            columns.add(name);
        }
    }
}
