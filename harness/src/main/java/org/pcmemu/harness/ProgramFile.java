package org.pcmemu.harness;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogPProgram;

/**
 * Where a user's program comes from: one Java source file, compiled in memory by the JDK's compiler
 * against pcmemu's program API (the models' packages and the emulator's API and traces, nothing
 * else of pcmemu's or its libraries) ({@code pcmemu run custom Foo.java}), or a compiled class on a class
 * path ({@code --class NAME --classpath DIR|JAR}). Either way its classes are read by
 * {@link ProgramCheck} before they are defined, by a class loader of their own whose name,
 * {@value #LOADER}, marks the program's frames in a stack trace.
 */
public final class ProgramFile {
    /** The name of the program's class loader. */
    public static final String LOADER = "program";
    private static final Pattern PUBLIC_CLASS = Pattern.compile("class (\\w+) is public, should be declared in a"
            + " file named");

    private ProgramFile() {
    }

    /**
     * Compiles {@code source} in memory and loads its program class: the class named as the file,
     * or else its one top-level class that implements a program interface.
     *
     * @throws InvalidParameterException with javac's messages if it does not compile, or saying
     *                                   what else is wrong (no such file, no program class, a
     *                                   refused call)
     */
    public static Class<?> compile(Path source) {
        if (!source.getFileName().toString().endsWith(".java")) {
            throw new InvalidParameterException(source + " is not a Java source file (its name ends in .java)");
        }
        if (Files.exists(source) && !Files.isRegularFile(source)) { // a pipe would block the read for good
            throw new InvalidParameterException(source + " is not a regular file: a program's source is a .java file");
        }
        String text;
        try {
            text = Files.readString(source, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidParameterException("cannot read " + source + ": " + (Files.exists(source)
                    ? e.getMessage() : "no such file"));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new InvalidParameterException("compiling " + source + " needs a JDK, and pcmemu runs on a Java"
                    + " runtime without a compiler (" + System.getProperty("java.home") + "); compile it yourself"
                    + " and give --class and --classpath");
        }
        String file = source.getFileName().toString();
        String unit = file.substring(0, file.length() - ".java".length());
        Map<String, byte[]> classes = new LinkedHashMap<>();
        DiagnosticCollector<JavaFileObject> diagnostics = compile(javac, source, text, unit, classes);
        String renamed = publicClassElsewhere(diagnostics);
        if (renamed != null) { // Foo.java holding public class Ring: compile it as Ring.java
            unit = renamed;
            classes.clear();
            diagnostics = compile(javac, source, text, unit, classes);
        }
        if (classes.isEmpty()) {
            throw new CompileError(source + " does not compile:" + System.lineSeparator()
                    + messages(diagnostics, source, text));
        }
        classes.values().forEach(ProgramCheck::check);
        ClassLoader loader = new Loader(new URL[0], classes);
        List<Class<?>> candidates = new ArrayList<>();
        for (String name : classes.keySet()) {
            if (name.contains("$")) {
                continue;
            }
            Class<?> c = load(loader, name, source.toString());
            if (name.equals(unit) || name.endsWith("." + unit)) {
                candidates.add(0, c);
            } else if (Programs.models(c).size() > 0) {
                candidates.add(c);
            }
        }
        for (Class<?> c : candidates) {
            if (!Programs.models(c).isEmpty()) {
                return c;
            }
        }
        return candidates.isEmpty() ? load(loader, classes.keySet().iterator().next(), source.toString())
                : candidates.get(0);
    }

    /** Loads {@code className} from the jars and class folders of {@code classpath}. */
    public static Class<?> load(String className, List<Path> classpath) {
        if (className.isBlank()) {
            throw new InvalidParameterException("--class must name a class, e.g. com.example.Ring");
        }
        List<URL> urls = new ArrayList<>();
        for (Path p : classpath) {
            if (!Files.exists(p)) {
                throw new InvalidParameterException("--classpath " + p + " does not exist");
            }
            if (!Files.isRegularFile(p) && !Files.isDirectory(p)) { // a pipe would block the class loader for good
                throw new InvalidParameterException("--classpath " + p + " is neither a jar nor a folder of classes");
            }
            if (Files.isRegularFile(p)) {
                try (ZipFile jar = new ZipFile(p.toFile())) {
                    jar.size();
                } catch (IOException e) {
                    throw new InvalidParameterException("--classpath " + p + " is not a readable jar ("
                            + (e.getMessage() != null ? e.getMessage() : "cannot be opened") + ")");
                }
            }
            try {
                urls.add(p.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new InvalidParameterException("--classpath " + p + ": " + e.getMessage());
            }
        }
        return load(new Loader(urls.toArray(URL[]::new), Map.of()), className, "--classpath " + classpath);
    }

    private static Class<?> load(ClassLoader loader, String className, String where) {
        Class<?> c;
        try {
            c = Class.forName(className, true, loader);
        } catch (ClassNotFoundException e) {
            throw new InvalidParameterException("class " + className + " is not in " + where
                    + " (a class name is written with dots, e.g. com.example.Ring)");
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new InvalidParameterException("class " + className + " failed to initialize: "
                    + Programs.describe(cause));
        } catch (LinkageError e) {
            throw new InvalidParameterException("cannot load class " + className + " from " + where + ": " + e);
        }
        if (Modifier.isAbstract(c.getModifiers())) {
            throw new InvalidParameterException(className + " is abstract or an interface: pcmemu cannot create it");
        }
        return c;
    }

    private static DiagnosticCollector<JavaFileObject> compile(JavaCompiler javac, Path source, String text,
                                                               String unit, Map<String, byte[]> classes) {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager standard = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8);
        JavaFileObject input = new SimpleJavaFileObject(URI.create("string:///" + unit + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        };
        Map<String, ByteArrayOutputStream> out = new LinkedHashMap<>();
        JavaFileManager memory = new ForwardingJavaFileManager<>(standard) {
            /* pcmemu's own classes on the class path: those of the program API only. */
            @Override
            public Iterable<JavaFileObject> list(Location location, String packageName, Set<JavaFileObject.Kind> kinds,
                                                 boolean recurse) throws IOException {
                if (location == StandardLocation.CLASS_PATH && !api(packageName)) {
                    return List.of();
                }
                return super.list(location, packageName, kinds, recurse);
            }

            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                                                       FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension),
                        kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return out.computeIfAbsent(className, n -> new ByteArrayOutputStream());
                    }
                };
            }
        };
        List<String> options = List.of("-classpath", apiClassPath(), "-proc:none", "-g", "-encoding", "UTF-8",
                "-Xlint:none", "-nowarn");
        boolean ok = javac.getTask(null, memory, diagnostics, options, null, List.of(input)).call();
        if (ok) {
            out.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
        }
        return diagnostics;
    }

    /* The class the compiler says is public in a file of another name, or null. */
    private static String publicClassElsewhere(DiagnosticCollector<JavaFileObject> diagnostics) {
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            Matcher m = PUBLIC_CLASS.matcher(d.getMessage(Locale.ROOT));
            if (d.getKind() == Diagnostic.Kind.ERROR && m.find()) {
                return m.group(1);
            }
        }
        return null;
    }

    /** A program that does not compile: javac's messages, several lines, which the command line prints as they are. */
    public static final class CompileError extends InvalidParameterException {
        private static final long serialVersionUID = 1L;

        CompileError(String message) {
            super(message);
        }
    }

    /*
     * Whether a program may use the classes of a package on pcmemu's class path: the models'
     * packages and the emulator's exported ones (its API and traces), as the modules export them
     * to everyone (docs/architecture.md, "The program API"). The launcher's jar holds every
     * module and their libraries; a program sees none of the rest.
     */
    private static boolean api(String packageName) {
        return packageName.equals("org.pcmemu.models") || packageName.startsWith("org.pcmemu.models.")
                || packageName.equals("org.pcmemu.emulator") || packageName.equals("org.pcmemu.emulator.trace");
    }

        /* javac's errors as it prints them: "Foo.java:12: error: ..." with the source line and a caret. */
    private static String messages(DiagnosticCollector<JavaFileObject> diagnostics, Path source, String text) {
        StringBuilder out = new StringBuilder();
        String[] lines = text.split("\\R", -1);
        int errors = 0;
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            errors++;
            out.append(source).append(':').append(d.getLineNumber()).append(": error: ")
                    .append(d.getMessage(Locale.ROOT)).append(System.lineSeparator());
            long line = d.getLineNumber();
            if (line >= 1 && line <= lines.length && d.getColumnNumber() >= 1) {
                String shown = lines[(int) line - 1];
                out.append(shown).append(System.lineSeparator())
                        .append(" ".repeat((int) Math.min(shown.length(), d.getColumnNumber() - 1))).append('^')
                        .append(System.lineSeparator());
            }
        }
        out.append(errors).append(errors == 1 ? " error" : " errors");
        return out.toString();
    }

    /* The jars or class folders of the program API (models, emulator), which a program compiles against. */
    private static String apiClassPath() {
        List<String> out = new ArrayList<>();
        for (Class<?> c : List.of(LogPProgram.class, RunOptions.class)) {
            try {
                String path = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
                if (!out.contains(path)) {
                    out.add(path);
                }
            } catch (URISyntaxException | RuntimeException e) {
                throw new UncheckedIOException(new IOException("cannot find pcmemu's own classes: " + e, e));
            }
        }
        return String.join(java.io.File.pathSeparator, out);
    }

    /* Defines the program's classes, each read by ProgramCheck first. */
    private static final class Loader extends URLClassLoader {
        private final Map<String, byte[]> compiled;

        Loader(URL[] urls, Map<String, byte[]> compiled) {
            super(LOADER, urls, ProgramFile.class.getClassLoader());
            this.compiled = compiled;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = compiled.get(name);
            if (bytes == null) {
                URL url = findResource(name.replace('.', '/') + ".class");
                if (url == null) {
                    throw new ClassNotFoundException(name);
                }
                try (InputStream in = url.openStream()) {
                    bytes = in.readAllBytes();
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
                ProgramCheck.check(bytes);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
