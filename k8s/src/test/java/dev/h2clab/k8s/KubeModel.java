package dev.h2clab.k8s;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.ServiceAccount;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBinding;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Strict validation against the Kubernetes API types of the fabric8 model: a field the API does not
 * know (a typo, a wrong nesting level) lands in a model object's additionalProperties, which must
 * stay empty everywhere; a value of the wrong type fails deserialization.
 */
final class KubeModel {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
            .build();

    /** Every apiVersion/kind the manifests may use; anything else is a violation by itself. */
    private static final Map<String, Class<?>> TYPES = Map.of(
            "v1/Namespace", Namespace.class,
            "v1/ServiceAccount", ServiceAccount.class,
            "v1/Service", io.fabric8.kubernetes.api.model.Service.class,
            "v1/ConfigMap", ConfigMap.class,
            "apps/v1/Deployment", Deployment.class,
            "batch/v1/Job", Job.class,
            "rbac.authorization.k8s.io/v1/ClusterRole", ClusterRole.class,
            "rbac.authorization.k8s.io/v1/ClusterRoleBinding", ClusterRoleBinding.class,
            "networking.k8s.io/v1/NetworkPolicy", io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy.class);

    private KubeModel() {
    }

    /** The problems of one rendered object, empty when it is valid. */
    static List<String> violations(JsonNode doc) {
        String type = doc.path("apiVersion").asText() + "/" + doc.path("kind").asText();
        Class<?> modelType = TYPES.get(type);
        if (modelType == null) {
            return List.of("unexpected apiVersion/kind " + type);
        }
        Object model;
        try {
            model = MAPPER.treeToValue(doc, modelType);
        } catch (Exception e) {
            return List.of(type + ": " + e.getMessage());
        }
        List<String> problems = new ArrayList<>();
        walk(model, type + " " + doc.path("metadata").path("name").asText(), problems, new IdentityHashMap<>());
        return problems;
    }

    private static void walk(Object node, String path, List<String> problems, Map<Object, Boolean> seen) {
        if (node == null || seen.put(node, Boolean.TRUE) != null) {
            return;
        }
        if (node instanceof Collection<?> items) {
            int i = 0;
            for (Object item : items) {
                walk(item, path + "[" + i++ + "]", problems, seen);
            }
            return;
        }
        if (node instanceof Map<?, ?> map) {
            map.forEach((k, v) -> walk(v, path + "." + k, problems, seen));
            return;
        }
        if (!node.getClass().getName().startsWith("io.fabric8.")) {
            return;
        }
        for (Method getter : node.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || Modifier.isStatic(getter.getModifiers())
                    || !getter.getName().startsWith("get") || getter.getName().equals("getClass")) {
                continue;
            }
            Object value = invoke(getter, node);
            if (getter.getName().equals("getAdditionalProperties")) {
                if (value instanceof Map<?, ?> extra && !extra.isEmpty()) {
                    problems.add(path + ": fields unknown to the API: " + extra.keySet());
                }
            } else {
                walk(value, path + "." + decapitalize(getter.getName().substring(3)), problems, seen);
            }
        }
    }

    private static Object invoke(Method getter, Object target) {
        try {
            return getter.invoke(target);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    private static String decapitalize(String name) {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
