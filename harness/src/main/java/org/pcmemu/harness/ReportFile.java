package org.pcmemu.harness;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
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
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * A file of reports, one line each, in one flat schema for every model and algorithm: CSV (a
 * header line, then one row per report) or JSON Lines (one object per line), chosen by the
 * extension. Columns:
 *
 * <pre>
 *   model, algorithm, P, L, o, g, lambda, p, cost, latency, bandwidth,   (the machine, as on the command line)
 *   k, words, items, operands,                                          (the algorithm's parameters)
 *   measured, bound, claim, holds, ratio, messages, steps, wallMs
 * </pre>
 *
 * A parameter a model or algorithm does not take is empty (CSV) or absent (JSON Lines).
 *
 * <p>Appending: each report is written as one whole line and flushed at once, so a killed sweep
 * loses at most the line it was writing. Reopening a file reads the points already in it (by
 * their parameter columns) so that they are skipped; a torn last line (no newline) is cut off
 * and its point done again. Note: this class is not threadsafe; one writer per file.
 */
public final class ReportFile implements AutoCloseable {
    /** The parameter columns: every model's, then every registered algorithm's. */
    public static final List<String> PARAMETERS = parameterColumns();
    private static final List<String> RESULTS = List.of("measured", "bound", "claim", "holds", "ratio", "messages",
            "steps", "wallMs");

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

    private final Path file;
    private final Format format;
    private final Set<String> done;
    private final FileChannel channel;

    private ReportFile(Path file, Format format, Set<String> done, FileChannel channel) {
        this.file = file;
        this.format = format;
        this.done = done;
        this.channel = channel;
    }

    /**
     * Opens {@code file} for appending: creates it (with the CSV header), or resumes it: checks
     * its header, cuts a torn last line, and remembers the points already written.
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
        try {
            Set<String> done = new HashSet<>();
            boolean fresh = !Files.exists(file) || Files.size(file) == 0;
            if (!fresh) {
                done = resume(file, format);
            }
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND);
            ReportFile out = new ReportFile(file, format, done, channel);
            if (fresh && format == Format.CSV) {
                out.writeLine(String.join(",", header()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file + ": " + e.getMessage(), e);
        }
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
        return contains(spec.machine().kind().label(), spec.algorithm(),
                parameterCells(spec.machine(), spec.completeParameters()));
    }

    /** Points found in the file when it was opened. */
    public int resumed() {
        return done.size();
    }

    /** Appends one report as one line, flushed to the file. */
    public void append(Report r) {
        Map<String, String> cells = cells(r);
        String line = format == Format.CSV ? csv(cells) : json(cells);
        writeLine(line);
        done.add(key(r.machine().kind().label(), r.algorithm(), parameterCells(r.machine(), r.parameters())));
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + file + ": " + e.getMessage(), e);
        }
    }

    /** Every column of a report, as text; parameters not taken are absent. */
    public static Map<String, String> cells(Report r) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("model", r.machine().kind().label());
        c.put("algorithm", r.algorithm());
        c.putAll(parameterCells(r.machine(), r.parameters()));
        c.put("measured", Long.toString(r.measured()));
        c.put("bound", Long.toString(r.bound().value()));
        c.put("claim", r.claim().label());
        c.put("holds", Boolean.toString(r.holds()));
        c.put("ratio", String.format(Locale.ROOT, "%.6f", r.ratio()));
        c.put("messages", Long.toString(r.messages()));
        c.put("steps", Long.toString(r.steps()));
        c.put("wallMs", String.format(Locale.ROOT, "%.3f", r.wallMillis()));
        return c;
    }

    /* The parameter columns of a point, in schema order: the machine's, then the algorithm's. */
    private static Map<String, String> parameterCells(Machine machine, Map<String, Long> parameters) {
        Map<String, String> given = new LinkedHashMap<>();
        given.put(machine.kind().processors(), Integer.toString(machine.processors()));
        given.putAll(machine.parameters());
        parameters.forEach((k, v) -> given.put(k, Long.toString(v)));
        Map<String, String> c = new LinkedHashMap<>();
        for (String column : PARAMETERS) {
            if (given.containsKey(column)) {
                c.put(column, given.get(column));
            }
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
        return !List.of("model", "algorithm", "cost", "capacity", "latency", "bandwidth", "claim", "holds").contains(column);
    }

    private void writeLine(String line) {
        ByteBuffer buffer = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + file + ": " + e.getMessage(), e);
        }
    }

    /* Reads the points of an existing file, then cuts a torn last line (a write that was killed). */
    private static Set<String> resume(Path file, Format format) throws IOException {
        byte[] all = Files.readAllBytes(file);
        int end = all.length;
        while (end > 0 && all[end - 1] != '\n') {
            end--;
        }
        if (format == Format.CSV) {
            String first = stripCr(new String(all, 0, Math.min(all.length, 4096), StandardCharsets.UTF_8)
                    .split("\n", -1)[0]);
            if (!first.equals(String.join(",", header()))) {
                throw new InvalidParameterException(file + " exists with a different header; choose another file"
                        + " (expected: " + String.join(",", header()) + ")");
            }
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
            done.add(key(cells.getOrDefault("model", ""), cells.getOrDefault("algorithm", ""), parameters));
        }
        if (end < all.length) {
            try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
                c.truncate(end);
            }
        }
        return done;
    }

    /** Every complete row of a report file, column -> text (for plots and checks). */
    public static List<Map<String, String>> read(Path file) {
        try {
            byte[] all = Files.readAllBytes(file);
            int end = all.length;
            while (end > 0 && all[end - 1] != '\n') {
                end--;
            }
            return rows(new String(all, 0, end, StandardCharsets.UTF_8), Format.of(file), file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static List<Map<String, String>> rows(String text, Format format, Path file) throws IOException {
        List<String> lines = text.isEmpty() ? List.of() : List.of(text.substring(0, text.length() - 1).split("\n", -1));
        List<Map<String, String>> out = new ArrayList<>();
        for (String line : lines.subList(format == Format.CSV && !lines.isEmpty() ? 1 : 0, lines.size())) {
            line = stripCr(line); // a file saved with CRLF line ends
            if (line.isBlank()) {
                continue; // a blank line is no point
            }
            out.add(format == Format.CSV ? parseCsv(line, file) : parseJson(line, file));
        }
        return out;
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
        return out;
    }

    private static List<String> parameterColumns() {
        List<String> columns = new ArrayList<>();
        for (ModelKind k : ModelKind.values()) {
            addNew(columns, k.processors());
            k.parameters().forEach(n -> addNew(columns, n));
        }
        for (Algorithm a : Registry.all()) {
            a.parameters().forEach(p -> addNew(columns, p.name()));
        }
        return List.copyOf(columns);
    }

    private static void addNew(List<String> columns, String name) {
        if (!columns.contains(name)) {
            columns.add(name);
        }
    }
}
