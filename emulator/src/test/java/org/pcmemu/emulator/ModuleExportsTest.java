package org.pcmemu.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.lang.module.ModuleDescriptor;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The emulator's module exports its API and traces to everyone, its engines only to the model
 * layer and the shared launch to it and the command line (docs/architecture.md, "The program API"). Surefire runs these tests on the module path,
 * so the module is named here.
 */
class ModuleExportsTest {

    @Test
    void onlyTheApiAndTracesAreExportedToEveryone() {
        ModuleDescriptor module = RunOptions.class.getModule().getDescriptor();
        assertNotNull(module, "the tests must run on the module path");
        Map<String, Set<String>> exports = new TreeMap<>();
        for (ModuleDescriptor.Exports e : module.exports()) {
            exports.put(e.source(), e.targets());
        }
        assertEquals(Map.of(
                "org.pcmemu.emulator", Set.of(),
                "org.pcmemu.emulator.trace", Set.of(),
                "org.pcmemu.emulator.window", Set.of("org.pcmemu.models"),
                "org.pcmemu.emulator.barrier", Set.of("org.pcmemu.models"),
                "org.pcmemu.emulator.run", Set.of("org.pcmemu.models", "org.pcmemu.cli")), exports);
    }
}
