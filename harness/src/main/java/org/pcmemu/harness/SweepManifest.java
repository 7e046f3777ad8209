package org.pcmemu.harness;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * What a shard's report file holds the points of: the sweep (problem, model, algorithms, the
 * grid as given, the latency spread's seed, a user's program) and which shard of it. A sharded sweep writes
 * it beside its file ({@link #beside}: {@code FILE.sweep.json}, atomically) before its first
 * point; {@code sweep merge} reads it to list every point of the sweep and to refuse shards of
 * different sweeps. Only what changes the points or their results is in it: not the thread mode,
 * the timeout, {@code --jitter} (scheduling noise) or {@code --jobs}.
 *
 * <pre>
 *   {"pcmemu": "sweep shard", "problem": "broadcast", "model": "logp", "algorithms": ["optimal", "flat"],
 *    "grid": [{"name": "P", "values": "2..64:log2", "kind": "numbers"}, ...], "latencySpread": null,
 *    "program": null, "shard": "0/4"}
 * </pre>
 *
 * @param latencySpread  the {@code --latency-spread} seed, or null (a manifest written when
 *                       {@code --jitter} drew the latencies gives its "jitter" seed here)
 * @param program  the user's program of {@code sweep custom}, or null
 */
public record SweepManifest(String problem, String model, List<String> algorithms, List<Grid.Axis> grid,
                            Long latencySpread, Program program, Shard shard) {
    private static final String MARK = "sweep shard";

    public SweepManifest {
        algorithms = List.copyOf(algorithms);
        grid = List.copyOf(grid);
    }

    /**
     * A user's program as {@code sweep custom} was given it: its source file (absolute) and the
     * SHA-256 of its text, or a class on a class path; a bound and claim of the command line; how
     * it may be started. Null fields were not given.
     *
     * @param start  once, restartable or unstalled
     */
    public record Program(String file, String sha256, String className, List<String> classpath, String bound,
                          String claim, String start) {
        public Program {
            classpath = classpath == null ? null : List.copyOf(classpath);
        }
    }

    /** The manifest of report file {@code file}: {@code FILE.sweep.json} beside it. */
    public static Path beside(Path file) {
        return file.resolveSibling(file.getFileName() + ".sweep.json");
    }

    /** The SHA-256 of a file's bytes, in hex. */
    public static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e); // every JDK has SHA-256
        }
    }

    /** This sweep's grid, made again from the parameters as given. */
    public Grid toGrid() {
        Grid g = new Grid();
        grid.forEach(g::add);
        return g;
    }

    /** The same sweep, shard {@code other} of it. */
    public SweepManifest withShard(Shard other) {
        return new SweepManifest(problem, model, algorithms, grid, latencySpread, program, other);
    }

    /**
     * How {@code other} (named {@code there}) describes another sweep than this one (named
     * {@code here}): the first difference as a phrase, such as {@code "--L 6..8 in a.csv, 6 in
     * b.csv"}; null when both describe one sweep, whatever their shards. Grids compare by their
     * points, not their spelling.
     */
    public String difference(SweepManifest other, String here, String there) {
        List<String[]> fields = new ArrayList<>();
        fields.add(new String[] {"problem", problem, other.problem});
        fields.add(new String[] {"model", model, other.model});
        fields.add(new String[] {"--algorithm", String.join(",", algorithms), String.join(",", other.algorithms)});
        Grid mine = toGrid();
        Grid theirs = other.toGrid();
        if (!mine.names().equals(theirs.names())) {
            fields.add(new String[] {"parameters", "--" + String.join(" --", mine.names()),
                "--" + String.join(" --", theirs.names())});
        } else {
            for (Grid.Axis axis : grid) {
                Grid.Axis same = other.axis(axis.name());
                if (!mine.values(axis.name()).equals(theirs.values(axis.name()))) {
                    fields.add(new String[] {"--" + axis.name(), axis.spec(), same.spec()});
                }
            }
        }
        fields.add(new String[] {"--latency-spread", Objects.toString(latencySpread, "none"),
            Objects.toString(other.latencySpread, "none")});
        fields.add(new String[] {"program", describe(program), describe(other.program)});
        if (program != null && other.program != null && Objects.equals(program.file, other.program.file)) {
            fields.add(new String[] {"the text of " + program.file, shortHash(program.sha256),
                shortHash(other.program.sha256)});
        }
        for (String[] f : fields) {
            if (!Objects.equals(f[1], f[2])) {
                return f[0] + " " + f[1] + " in " + here + ", " + f[2] + " in " + there;
            }
        }
        return null;
    }

    private Grid.Axis axis(String name) {
        return grid.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    private static String describe(Program p) {
        if (p == null) {
            return "none";
        }
        StringBuilder sb = new StringBuilder(p.file != null ? p.file : "--class " + p.className + " --classpath "
                + String.join(":", p.classpath == null ? List.of() : p.classpath));
        if (p.bound != null) {
            sb.append(" --bound '").append(p.bound).append("'");
        }
        if (p.claim != null) {
            sb.append(" --claim ").append(p.claim);
        }
        if (!"once".equals(p.start)) {
            sb.append(" --").append(p.start);
        }
        return sb.toString();
    }

    private static String shortHash(String sha256) {
        return sha256 == null ? "unknown" : "sha256 " + sha256.substring(0, Math.min(12, sha256.length()));
    }

    /** Writes this manifest to {@code file} atomically ({@link AtomicFile}). */
    public void write(Path file) {
        try {
            AtomicFile.write(file, out -> {
                try (JsonGenerator g = new JsonFactory().createGenerator(out).useDefaultPrettyPrinter()) {
                    g.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
                    g.writeStartObject();
                    g.writeStringField("pcmemu", MARK);
                    g.writeStringField("problem", problem);
                    g.writeStringField("model", model);
                    strings(g, "algorithms", algorithms);
                    g.writeArrayFieldStart("grid");
                    for (Grid.Axis a : grid) {
                        g.writeStartObject();
                        g.writeStringField("name", a.name());
                        g.writeStringField("values", a.spec());
                        g.writeStringField("kind", a.kind().name().toLowerCase(Locale.ROOT));
                        g.writeEndObject();
                    }
                    g.writeEndArray();
                    if (latencySpread == null) {
                        g.writeNullField("latencySpread");
                    } else {
                        g.writeNumberField("latencySpread", latencySpread);
                    }
                    writeProgram(g);
                    g.writeStringField("shard", shard.label());
                    g.writeEndObject();
                    g.writeRaw('\n');
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private void writeProgram(JsonGenerator g) throws IOException {
        if (program == null) {
            g.writeNullField("program");
            return;
        }
        g.writeObjectFieldStart("program");
        g.writeStringField("file", program.file);
        g.writeStringField("sha256", program.sha256);
        g.writeStringField("class", program.className);
        if (program.classpath == null) {
            g.writeNullField("classpath");
        } else {
            strings(g, "classpath", program.classpath);
        }
        g.writeStringField("bound", program.bound);
        g.writeStringField("claim", program.claim);
        g.writeStringField("start", program.start);
        g.writeEndObject();
    }

    private static void strings(JsonGenerator g, String name, List<String> values) throws IOException {
        g.writeArrayFieldStart(name);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }

    /**
     * Reads the manifest {@code file}.
     *
     * @throws InvalidParameterException if there is none, or it is not one (named in the message)
     */
    public static SweepManifest read(Path file) {
        Object tree;
        try (JsonParser p = new JsonFactory().createParser(Files.readAllBytes(file))) {
            p.nextToken();
            tree = value(p);
        } catch (NoSuchFileException e) {
            throw new InvalidParameterException("no " + file + ": its report file was not written by sweep --shard");
        } catch (JsonProcessingException e) {
            throw malformed(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        try {
            Map<?, ?> m = (Map<?, ?>) tree;
            if (!MARK.equals(m.get("pcmemu"))) {
                throw malformed(file);
            }
            List<Grid.Axis> axes = new ArrayList<>();
            for (Object o : (List<?>) m.get("grid")) {
                Map<?, ?> a = (Map<?, ?>) o;
                axes.add(new Grid.Axis((String) a.get("name"), (String) a.get("values"),
                        Grid.Kind.valueOf(((String) a.get("kind")).toUpperCase(Locale.ROOT))));
            }
            // "jitter": a manifest of the time when --jitter also drew the latencies
            Object spread = m.containsKey("latencySpread") ? m.get("latencySpread") : m.get("jitter");
            return new SweepManifest((String) Objects.requireNonNull(m.get("problem")),
                    (String) Objects.requireNonNull(m.get("model")), strings(m.get("algorithms")), axes,
                    spread == null ? null : Long.valueOf((String) spread), program(m.get("program")),
                    Shard.parse((String) m.get("shard")));
        } catch (RuntimeException e) { // a cast, a missing field, a bad number or shard: not a manifest of this pcmemu
            throw malformed(file);
        }
    }

    private static Program program(Object o) {
        if (o == null) {
            return null;
        }
        Map<?, ?> p = (Map<?, ?>) o;
        Object classpath = p.get("classpath");
        return new Program((String) p.get("file"), (String) p.get("sha256"), (String) p.get("class"),
                classpath == null ? null : strings(classpath), (String) p.get("bound"), (String) p.get("claim"),
                (String) Objects.requireNonNull(p.get("start")));
    }

    private static List<String> strings(Object o) {
        List<String> out = new ArrayList<>();
        for (Object v : (List<?>) o) {
            out.add((String) Objects.requireNonNull(v));
        }
        return out;
    }

    private static InvalidParameterException malformed(Path file) {
        return new InvalidParameterException(file + " is not a sweep shard's description of this pcmemu; run the"
                + " shard again into a new file");
    }

    /* A JSON value: an object as a map, an array as a list, a scalar as its text, null as null. */
    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            Map<String, Object> m = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                m.put(name, value(p));
            }
            return m;
        }
        if (t == JsonToken.START_ARRAY) {
            List<Object> l = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                l.add(value(p));
            }
            return l;
        }
        return t == null || t == JsonToken.VALUE_NULL ? null : p.getText(); // null: an empty file
    }
}
