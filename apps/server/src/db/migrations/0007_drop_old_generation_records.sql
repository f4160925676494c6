DROP TABLE "design_generations" CASCADE;--> statement-breakpoint
DROP TABLE "design_route_images" CASCADE;--> statement-breakpoint
DROP TABLE "design_routes" CASCADE;